import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { EmailKind } from "../../../contracts/admin-emails";
import type { CustomerOrder } from "../../../contracts/order";
import type { StoreSettings } from "../../../contracts/settings";
import { countryName } from "../../../domain/countries";
import { type Currency, formatMoney } from "../../../domain/money";
import { PAYMENT_REMINDER_TITLE, payByOf } from "../../../domain/payment-deadline";
import { supportContact } from "../../../domain/store-contact";
import { formatStoreDateTime } from "../../../domain/store-time-zone";

/** What an order's shopper is told by email (docs/decisions/072): one message of one kind. */
export type OrderEmailFacts = {
  kind: EmailKind;
  order: CustomerOrder;
  shopperName: string;
  store: StoreSettings;
  /** The shop's https address: links and the product's photo are absolute in an email. */
  publicUrl: string;
  /** For an email the shopper may turn off: their one-click unsubscribe link (RFC 8058). */
  unsubscribeUrl: string | null;
};

export type RenderedEmail = { subject: string; html: string; text: string };

/**
 * One message's facts as lines, in order: both bodies are made from these, so the HTML and the plain text
 * say the same thing. `strong` lines stand out; `photo` is the product's picture (HTML only).
 */
type Block =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "item"; name: string; details: string[]; photo: string | null }
  | { type: "facts"; rows: [string, string][] }
  | { type: "button"; label: string; href: string };

const absolute = (path: string, publicUrl: string) => new URL(path, `${publicUrl}/`).href;

function addressOf(order: CustomerOrder): string {
  return [
    order.shippingAddress,
    order.shippingApartment,
    `${order.shippingPostalCode} ${countryName(order.shippingCountry) ?? order.shippingCountry}`,
  ]
    .filter((line) => line.trim() !== "")
    .join(", ");
}

function paymentLine(order: CustomerOrder, store: StoreSettings, currency: Currency): string {
  const { payment } = order;
  if (payment.state === "paid") return payment.card ? `Paid with ${payment.card}.` : "Paid. Thank you.";
  if (payment.state === "charging") return "Your card on file is being charged; we will tell you once it is paid.";
  if (payment.state === "needs_authentication")
    return "Your bank asks you to confirm the payment: open Your Orders and tap Confirm payment.";
  const deadline = store.unpaidOrderDeadlineMinutes;
  const payBy =
    deadline === null
      ? ""
      : // The shopper may be anywhere: the store's clock, named.
        ` Please pay by ${formatStoreDateTime(payByOf(new Date(order.createdAt), deadline), store.timeZone)} (${store.timeZone} time), or the order is cancelled.`;
  const how = store.paymentInstructions ?? "We will contact you about payment.";
  return `To pay ${formatMoney(order.totalPrice, currency)}: ${how}${payBy}`;
}

function cancellationLine(order: CustomerOrder): string {
  const why = order.cancellationReason ? `: ${order.cancellationReason}` : ".";
  if (order.cancelledBy === "customer") return "You cancelled this order.";
  if (order.cancelledBy === "shop") return `The shop cancelled this order${why}`;
  return `We cancelled this order${why}`;
}

function refundLine(order: CustomerOrder, currency: Currency): string | null {
  if (order.payment.state !== "refunding" && order.payment.state !== "refunded") return null;
  const to = order.payment.card ? ` to your ${order.payment.card}` : "";
  return `${formatMoney(order.totalPrice, currency)} is refunded${to}. Banks take 5 to 10 days to show it.`;
}

/** The subject and the blocks of each kind of message. */
function messageOf({ kind, order, shopperName, store, publicUrl }: OrderEmailFacts): {
  subject: string;
  blocks: Block[];
} {
  const { currency } = store;
  const number = `#${order.id}`;
  const photo = order.productImages[0] ? absolute(order.productImages[0], publicUrl) : null;
  const item: Block = {
    type: "item",
    name: order.productName,
    details: [
      ...(order.size ? [`Size ${order.size}`] : []),
      `${formatMoney(order.productDiscountedPrice, currency)} + ${formatMoney(order.shippingCost, currency)} shipping`,
    ],
    photo,
  };
  const total: Block = {
    type: "facts",
    rows: [
      ["Order", number],
      ["Total", formatMoney(order.totalPrice, currency)],
      ["Ships to", addressOf(order)],
    ],
  };
  const orders: Block = { type: "button", label: "See Your Orders", href: absolute("/orders", publicUrl) };
  const hello: Block = { type: "paragraph", text: `Hi ${shopperName},` };
  switch (kind) {
    case "order-placed":
      return {
        subject: `Order ${number} confirmed: ${order.productName}`,
        blocks: [
          { type: "heading", text: "Thank you for your order" },
          hello,
          { type: "paragraph", text: `We have your order ${number}.` },
          item,
          total,
          { type: "paragraph", text: paymentLine(order, store, currency) },
          orders,
        ],
      };
    case "order-paid":
      return {
        subject: `Payment received for order ${number}`,
        blocks: [
          { type: "heading", text: "Payment received" },
          hello,
          {
            type: "paragraph",
            text: `We received ${formatMoney(order.totalPrice, currency)} for order ${number}. We will tell you when it ships.`,
          },
          item,
          orders,
        ],
      };
    case "order-cancelled": {
      const refund = refundLine(order, currency);
      return {
        subject: `Order ${number} cancelled`,
        blocks: [
          { type: "heading", text: "Order cancelled" },
          hello,
          { type: "paragraph", text: cancellationLine(order) },
          ...(refund ? [{ type: "paragraph", text: refund } as const] : []),
          item,
          orders,
        ],
      };
    }
    case "order-shipped":
      return {
        subject: `Order ${number} is on its way`,
        blocks: [
          { type: "heading", text: "Your order is on its way" },
          hello,
          { type: "paragraph", text: `Order ${number} has shipped to ${addressOf(order)}.` },
          item,
          orders,
        ],
      };
    case "payment-reminder":
      return {
        subject: `${PAYMENT_REMINDER_TITLE}: order ${number}`,
        blocks: [
          { type: "heading", text: PAYMENT_REMINDER_TITLE },
          hello,
          { type: "paragraph", text: paymentLine(order, store, currency) },
          item,
          total,
          orders,
        ],
      };
    case "order-delivered":
      return {
        subject: `Order ${number} was delivered`,
        blocks: [
          { type: "heading", text: "Delivered" },
          hello,
          { type: "paragraph", text: `Order ${number} was delivered. We hope you love it.` },
          item,
          orders,
        ],
      };
  }
}

// Email clients drop <style> and most CSS: every style is inline, the layout one table column of at most
// 600 px that narrows with the phone's screen.
const INK = "#2b1a22";
const MUTED = "#6b5a62";
const BRAND = "#6b1f45";
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function BlockHtml({ block }: { block: Block }): ReactNode {
  switch (block.type) {
    case "heading":
      return <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: "30px", color: INK }}>{block.text}</h1>;
    case "paragraph":
      return <p style={{ margin: "0 0 16px", fontSize: 16, lineHeight: "24px", color: INK }}>{block.text}</p>;
    case "item":
      return (
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: "8px 0 16px" }}>
          <tbody>
            <tr>
              {block.photo && (
                <td width={96} style={{ verticalAlign: "top", paddingRight: 16 }}>
                  <img src={block.photo} width={96} alt="" style={{ display: "block", borderRadius: 8, width: 96 }} />
                </td>
              )}
              <td style={{ verticalAlign: "top" }}>
                <p style={{ margin: "0 0 4px", fontSize: 16, fontWeight: 700, color: INK }}>{block.name}</p>
                {block.details.map((line) => (
                  <p key={line} style={{ margin: 0, fontSize: 14, lineHeight: "20px", color: MUTED }}>
                    {line}
                  </p>
                ))}
              </td>
            </tr>
          </tbody>
        </table>
      );
    case "facts":
      return (
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px" }}>
          <tbody>
            {block.rows.map(([label, value]) => (
              <tr key={label}>
                <td style={{ padding: "4px 12px 4px 0", fontSize: 14, color: MUTED, whiteSpace: "nowrap" }}>{label}</td>
                <td style={{ padding: "4px 0", fontSize: 14, color: INK, fontWeight: 600 }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "button":
      return (
        <p style={{ margin: "8px 0 24px" }}>
          <a
            href={block.href}
            style={{
              display: "inline-block",
              padding: "12px 20px",
              borderRadius: 999,
              background: BRAND,
              color: "#ffffff",
              fontSize: 16,
              fontWeight: 700,
              textDecoration: "none",
            }}
          >
            {block.label}
          </a>
        </p>
      );
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case "heading":
    case "paragraph":
      return block.text;
    case "item":
      return [block.name, ...block.details].join("\n");
    case "facts":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "button":
      return `${block.label}: ${block.href}`;
  }
}

const UNSUBSCRIBE_LINE = "You get payment reminders by email because they are on in your profile.";
const UNSUBSCRIBE_LINK = "Unsubscribe";

/** The message of one outbox row: its subject, and HTML and plain-text bodies made from the same lines. */
export function renderOrderEmail(facts: OrderEmailFacts): RenderedEmail {
  const { subject, blocks } = messageOf(facts);
  const contact = supportContact(facts.store);
  const footer = [contact.storeName, contact.storeEmail, contact.storeAddress];
  const unsubscribe = facts.unsubscribeUrl;
  const body = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: "#f7f1ea", fontFamily: font }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: "#f7f1ea" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, background: "#ffffff", borderRadius: 16 }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: "28px 24px 8px", fontFamily: font }}>
                        <p style={{ margin: "0 0 20px", fontSize: 18, fontWeight: 700, color: BRAND }}>
                          {contact.storeName}
                        </p>
                        {blocks.map((block, i) => (
                          <BlockHtml key={i} block={block} />
                        ))}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "16px 24px 24px", borderTop: "1px solid #eee3d8", fontFamily: font }}>
                        {footer.map((line) => (
                          <p key={line} style={{ margin: 0, fontSize: 12, lineHeight: "18px", color: MUTED }}>
                            {line}
                          </p>
                        ))}
                        {unsubscribe && (
                          <p style={{ margin: "12px 0 0", fontSize: 12, lineHeight: "18px", color: MUTED }}>
                            {UNSUBSCRIBE_LINE}{" "}
                            <a href={unsubscribe} style={{ color: MUTED }}>
                              {UNSUBSCRIBE_LINK}
                            </a>
                          </p>
                        )}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
  return {
    subject,
    html: `<!doctype html>${renderToStaticMarkup(body)}`,
    text:
      `${contact.storeName}\n\n${blocks.map(blockText).join("\n\n")}\n\n--\n${footer.join("\n")}\n` +
      (unsubscribe ? `\n${UNSUBSCRIBE_LINE} ${UNSUBSCRIBE_LINK}: ${unsubscribe}\n` : ""),
  };
}
