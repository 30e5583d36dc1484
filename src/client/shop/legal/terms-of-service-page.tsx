import { Link } from "wouter";
import { BulletList, LegalDocument, StoreEmail, StoreName, SubHeading, type LegalSection } from "./legal-document";

const sections: LegalSection[] = [
  {
    id: "agreement",
    title: "About these terms",
    content: (
      <>
        <p>
          These terms are an agreement between you and <StoreName /> (“we”, “us”, “our”), an online boutique based in
          Singapore that sells curated Indian ethnic wear in time-limited drops. They apply whenever you use the{" "}
          <StoreName /> web app, keep a wishlist, buy a premium membership or place an order.
        </p>
        <p>
          Please also read our <Link href="/privacy-policy">Privacy Policy</Link>, which explains how we handle your
          personal data. By using the shop you accept these terms. If you do not agree, please do not use the shop.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Who may use the shop",
    content: (
      <p>
        You must be at least <strong>12 years old</strong> to use <StoreName />. If you are under 18, you may use the
        shop only with the permission and involvement of a parent or guardian, who must make or approve any payment and
        who accepts these terms on your behalf. You confirm that the information you give us is true and up to date.
      </p>
    ),
  },
  {
    id: "account",
    title: "Your account",
    content: (
      <>
        <p>
          You sign in with an external identity-provider account (for example Google); we do not issue separate
          passwords. Keep that account secure: anything done while you are signed in to <StoreName /> is treated as done
          by you. Tell us at once if you think someone else has used your account.
        </p>
        <p>
          We may suspend or close an account that breaks these terms, is used fraudulently or puts other customers at
          risk. You may stop using <StoreName /> at any time and ask us to delete your account.
        </p>
      </>
    ),
  },
  {
    id: "drops",
    title: "Drops and product information",
    content: (
      <>
        <p>
          Our products are released in <strong>time-limited drops</strong>. Each product can be ordered only while its
          drop is live, from its release time until the expiry time shown on its countdown. A product marked “Coming
          Soon” cannot be ordered yet, and an expired product cannot be ordered any more. Pieces are made in limited
          quantities and may sell out or be withdrawn before their drop ends.
        </p>
        <p>
          We describe and photograph every piece as accurately as we can. Many are hand-finished, so embroidery, prints
          and colours may vary slightly from the photos and from screen to screen; such variations are part of the craft
          and are not defects.
        </p>
        <p>
          Sizes follow the size chart shown with each product, in inches. Please check your measurements against the
          chart before you order.
        </p>
      </>
    ),
  },
  {
    id: "premium",
    title: "Premium membership",
    content: (
      <>
        <p>
          Placing orders is a benefit of <strong>premium membership</strong>. Membership also includes priority shipping
          and handling, exclusive access to new collections and premium customer support. We may improve or change these
          benefits, and will tell you before a change that reduces them takes effect.
        </p>
        <SubHeading>Billing</SubHeading>
        <p>
          Membership is a subscription billed in advance through our card payment provider, Stripe, at the price and
          billing interval shown when you subscribe. It renews automatically at the end of each billing period until you
          cancel, and you authorise Stripe to charge your card for each renewal. Stripe’s own terms apply to the
          payment.
        </p>
        <SubHeading>Cancelling membership</SubHeading>
        <p>
          You can cancel at any time by writing to us at <StoreEmail />. Cancellation stops future renewals; your
          benefits continue until the end of the period you have paid for. Membership fees already paid are not
          refundable except where the law requires a refund.
        </p>
        <p>
          If a renewal payment fails or the subscription ends, premium benefits, including the ability to order, end
          too. We will give you notice before any price change applies to your next renewal.
        </p>
      </>
    ),
  },
  {
    id: "orders",
    title: "Placing an order",
    content: (
      <>
        <p>
          When you tap <strong>Order Now</strong>, you place an order for the product in the size you selected, to be
          shipped to the address saved in your profile. Please check the size and your shipping address before you tap:
          one tap is one order.
        </p>
        <p>
          The total on the button is the product’s price after any discount shown, plus the shipping rate for your
          country. Your order is an offer to buy; we accept it when we process it. We may decline or cancel an order,
          for example if the piece is no longer available, a price was shown in error or we suspect fraud. We will tell
          you if we do, and refund anything you have paid for that order.
        </p>
        <SubHeading>Paying for an order</SubHeading>
        <p>
          A new order appears in <Link href="/orders">Your Orders</Link> as processing and unpaid. We contact you by
          email or phone with payment instructions and prepare your order for dispatch once payment is received. We may
          cancel an order that remains unpaid after we have reminded you.
        </p>
        <SubHeading>Cancelling an order</SubHeading>
        <p>
          You can cancel an order yourself in Your Orders while it is still processing and unpaid. After you have paid
          or once we have processed it, contact us and we will help if the order has not yet been shipped.
        </p>
      </>
    ),
  },
  {
    id: "shipping",
    title: "Shipping and delivery",
    content: (
      <>
        <p>
          We ship from Singapore to the countries offered in your profile, at the shipping rate shown for your country.
          <strong> Standard delivery takes 12 to 14 days</strong> from dispatch. This is an estimate, not a guarantee:
          customs checks, courier delays and public holidays can extend it.
        </p>
        <BulletList
          items={[
            <>
              Please make sure your address, apartment or unit number, postal code and phone number are complete and
              correct. We are not responsible for parcels delayed or lost because of incorrect details, and re-delivery
              costs may be charged to you.
            </>,
            <>Import duties and taxes charged by the destination country, if any, are payable by the recipient.</>,
            <>Responsibility for the parcel passes to you when it is delivered to your address.</>,
          ]}
        />
      </>
    ),
  },
  {
    id: "returns",
    title: "Returns and refunds",
    content: (
      <>
        <p>
          If your item arrives <strong>damaged, defective or different from what you ordered</strong>, contact us within
          7 days of delivery with your order details and photos. We will replace the item if possible, or refund it in
          full including shipping.
        </p>
        <p>
          For other returns, contact us within 7 days of delivery. Items must be unworn, unwashed and returned in their
          original condition with tags attached; return shipping is at your cost. Once we have received and checked the
          item, we refund its price to your original payment method, normally within 14 days.
        </p>
        <p>
          These terms do not affect your rights under Singapore law, including the Consumer Protection (Fair Trading)
          Act.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    content: (
      <>
        <p>
          When using <StoreName /> you agree not to:
        </p>
        <BulletList
          items={[
            <>use bots, scripts or other automated means to browse, reserve or order products;</>,
            <>copy or scrape the catalog, images or content of the shop;</>,
            <>interfere with, probe or try to get around the security of the shop;</>,
            <>give false information, impersonate anyone or use someone else’s payment card without permission;</>,
            <>use the shop for any unlawful purpose, or harass our team or other customers.</>,
          ]}
        />
      </>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    content: (
      <p>
        The <StoreName /> name and logo, product photos, descriptions and the design of the shop belong to us or our
        licensors. You may view and share them for your personal, non-commercial use, but you may not reproduce, sell or
        exploit them without our written permission.
      </p>
    ),
  },
  {
    id: "third-parties",
    title: "Third-party services",
    content: (
      <p>
        Some features rely on other companies: your sign-in provider, Stripe for membership billing, couriers for
        delivery, and WhatsApp for the optional Shop from India chat. Their own terms and privacy policies apply to your
        use of their services, and we are not responsible for how they operate.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Our liability",
    content: (
      <>
        <p>
          We work hard to keep the shop available and accurate, but we provide it “as is” and cannot promise that it
          will always be uninterrupted or error-free.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability
          to you for any order or membership is limited to the amount you paid for it. Nothing in these terms limits
          liability for death or personal injury caused by negligence, for fraud, or any other liability that cannot be
          limited by law.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to the shop and these terms",
    content: (
      <p>
        We may change the shop and update these terms, for example when we add features or the law changes. The date at
        the top shows the latest version. Significant changes will be announced in the app or by email before they
        apply; orders placed before a change remain under the terms that applied when you placed them.
      </p>
    ),
  },
  {
    id: "law",
    title: "Governing law",
    content: (
      <p>
        These terms are governed by the laws of Singapore. Any dispute will be dealt with by the courts of Singapore,
        though we will always try to resolve a problem with you directly first.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        Questions about these terms, an order or your membership? Write to us at <StoreEmail />. Our support hours are
        Monday to Friday, 9am to 5pm ET.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          Welcome to <StoreName />. These terms explain how our time-limited drops, premium membership, orders, shipping
          and returns work, and what we expect from each other. Please read them before you order.
        </p>
      }
      sections={sections}
    />
  );
}
