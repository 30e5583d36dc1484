import { Link } from "wouter";
import { BulletList, LegalDocument, StoreEmail, StoreName, SubHeading, type LegalSection } from "./legal-document";

const sections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    content: (
      <>
        <p>
          <StoreName /> (“we”, “us”, “our”) is an online boutique based in Singapore. We release curated Indian ethnic
          wear in time-limited drops and ship orders from Singapore. We are responsible for the personal data described
          in this policy and handle it in line with Singapore’s Personal Data Protection Act 2012 (PDPA).
        </p>
        <p>
          This policy applies to the <StoreName /> web app and to any email, phone or chat conversation you have with us
          about your account or orders.
        </p>
      </>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information we collect",
    content: (
      <>
        <p>We collect only what we need to run your account and deliver your orders.</p>
        <SubHeading>From your sign-in provider</SubHeading>
        <p>
          You sign in with an external account (for example Google). The provider shares your <strong>name</strong>,
          your <strong>email address</strong> and an account identifier with us. We never see or store your password.
        </p>
        <SubHeading>Information you give us</SubHeading>
        <BulletList
          items={[
            <>
              Your <strong>shipping address</strong>: street address, apartment or unit number, postal code and country.
            </>,
            <>
              Your <strong>phone number</strong>, so the courier and our team can reach you about a delivery.
            </>,
            <>Anything you tell us when you contact support.</>,
          ]}
        />
        <SubHeading>Information created when you use the shop</SubHeading>
        <BulletList
          items={[
            <>
              Your <strong>orders</strong>: the product, size, price, shipping cost, destination country, order and
              payment status, and the dates they changed.
            </>,
            <>
              Your <strong>wishlist</strong>: the products you saved.
            </>,
            <>Whether you hold a premium membership.</>,
          ]}
        />
        <SubHeading>Payment information</SubHeading>
        <p>
          Premium membership is billed by our payment provider, Stripe. You enter your card details on Stripe’s secure
          form, not on ours: we never receive or store your card number. Stripe tells us whether your membership payment
          succeeded and gives us a customer reference for your subscription.
        </p>
        <SubHeading>Technical information</SubHeading>
        <p>
          Like every website, our servers receive your IP address, browser type and the pages you request. We use these
          records to keep the shop secure and working, for example to block repeated failed requests.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use your information",
    content: (
      <>
        <BulletList
          items={[
            <>To create and run your account and keep you signed in.</>,
            <>To take, prepare, ship and deliver your orders, and to handle cancellations, returns and refunds.</>,
            <>To provide premium membership and its benefits.</>,
            <>To contact you about your orders, your membership and support requests, by email or phone.</>,
            <>To keep the shop safe: preventing fraud, abuse and unauthorised access.</>,
            <>To meet our legal obligations, such as keeping accounting and tax records.</>,
          ]}
        />
        <p>
          We do <strong>not</strong> sell your personal data, we do not show advertising, and we do not send marketing
          messages unless you have asked to receive them.
        </p>
      </>
    ),
  },
  {
    id: "consent",
    title: "Consent and why we may use your data",
    content: (
      <>
        <p>
          We collect, use and disclose your personal data with your consent, which you give when you create an account,
          save a shipping address or place an order, and where the PDPA otherwise permits it, for example to comply with
          the law or to protect the security of our systems.
        </p>
        <p>
          You may withdraw your consent at any time by contacting us (see “Contact us”). We will explain the
          consequences first: without your shipping details we cannot deliver orders, and without an account you cannot
          keep a wishlist or order.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    content: (
      <>
        <p>We share personal data only with those who need it to provide the shop, and only what they need:</p>
        <BulletList
          items={[
            <>
              <strong>Your sign-in provider</strong> (for example Google), to confirm who you are when you sign in.
            </>,
            <>
              <strong>Stripe</strong>, our payment provider, to bill and manage premium membership.
            </>,
            <>
              <strong>Couriers and delivery partners</strong>, who receive your name, shipping address and phone number
              to deliver your parcel, and <strong>customs authorities</strong>, who receive the details required for
              international shipments.
            </>,
            <>
              <strong>Service providers</strong> who host and operate our systems on our behalf, bound by contract to
              protect your data and use it only for us.
            </>,
            <>
              <strong>Authorities</strong>, when the law requires it or to protect the rights and safety of our
              customers and our business.
            </>,
          ]}
        />
        <p>
          If <StoreName />
          ’s business is ever transferred to a new owner, your data may pass to that owner, who must keep treating it as
          this policy describes.
        </p>
      </>
    ),
  },
  {
    id: "international-transfers",
    title: "International transfers",
    content: (
      <p>
        Our shop is operated from Singapore, and some of our service providers (such as Stripe and your sign-in
        provider) process data in other countries, including the United States. When your data leaves Singapore we take
        steps, as the PDPA requires, to ensure it receives protection comparable to that under Singapore law. Your
        shipping details also travel with your parcel to the courier in the destination country.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and browser storage",
    content: (
      <>
        <p>
          We use one <strong>strictly necessary cookie</strong> that keeps you signed in. It contains a random session
          key, cannot be read by scripts on the page, and is deleted when you log out or when the session expires.
        </p>
        <p>
          The app also saves small settings in your browser’s storage, such as your place in the product list, so you
          return to where you left off. These never leave your device.
        </p>
        <p>
          We use no advertising or analytics cookies. When you open the premium membership dialog, Stripe’s pricing
          table loads from Stripe and Stripe may set its own cookies, for example to prevent fraud; Stripe’s privacy
          policy explains them.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    content: (
      <BulletList
        items={[
          <>Account details, shipping address and wishlist: while your account is open.</>,
          <>
            Orders and payment records: as long as Singapore law requires us to keep business records, currently five
            years, even if you close your account.
          </>,
          <>Server and security records: for a limited period, normally no more than 90 days.</>,
        ]}
      />
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    content: (
      <>
        <p>
          Every connection to the shop is encrypted. Sign-in sessions are random keys stored in protected form, card
          details are handled only by Stripe, and access to customer data is limited to the staff who need it, behind
          strong passwords and two-factor authentication.
        </p>
        <p>
          No system is perfectly secure. If a data breach ever puts your data at risk, we will notify you and the
          Personal Data Protection Commission as the PDPA requires.
        </p>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    content: (
      <>
        <p>You can:</p>
        <BulletList
          items={[
            <>
              <strong>access</strong> the personal data we hold about you and learn how it has been used and disclosed
              in the past year;
            </>,
            <>
              <strong>correct</strong> it: you can change your shipping details at any time in{" "}
              <Link href="/profile">your profile</Link>, or ask us to correct anything else;
            </>,
            <>
              <strong>withdraw consent</strong> or ask us to <strong>delete your account</strong>, together with your
              wishlist and the personal data we are not required to keep;
            </>,
            <>
              <strong>complain</strong> to Singapore’s Personal Data Protection Commission if you are not satisfied with
              our answer.
            </>,
          ]}
        />
        <p>
          Send requests to <StoreEmail />. We may need to confirm your identity first and will reply within 30 days.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    content: (
      <p>
        You must be at least <strong>12 years old</strong> to use <StoreName />. If you are under 18, please use the
        shop with the involvement of a parent or guardian, who should make any payment. We do not knowingly collect data
        from children under 12; if you believe a child under 12 has given us personal data, contact us and we will
        delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        We may update this policy when our shop or the law changes. The date at the top shows the latest version. If a
        change significantly affects how we use your data, we will tell you in the app or by email before it takes
        effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        For any question about this policy or your personal data, including requests to our Data Protection Officer,
        write to us at <StoreEmail />.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          Your privacy matters to us. This policy explains what personal data <StoreName /> collects when you shop with
          us, why we need it, who we share it with and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
