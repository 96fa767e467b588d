import { MINIMUM_AGE } from '@marketplace/core/constants/limits';
import { Link } from 'react-router';
import { brand } from '../../config/brand';
import { paths } from '../../lib/paths';
import { Page, PageHeader } from '../../ui/page-layout';
import { Prose, TableOfContents } from '../../ui/prose';

/*
 * SPEC §2 /privacypolicy, effective April 9, 2025, covering the topics SPEC §9 lists. Names and
 * contact details come from the brand configuration.
 */

export const PRIVACY_EFFECTIVE_DATE = 'April 9, 2025';

const sections = [
  { id: 'scope', title: 'Who we are and what this covers' },
  { id: 'collect', title: 'Information we collect' },
  { id: 'use', title: 'How we use information' },
  { id: 'share', title: 'How we share information' },
  { id: 'communications', title: 'Communications preferences' },
  { id: 'requests', title: 'Your rights and requests' },
  { id: 'security', title: 'Storage, retention and security' },
  { id: 'children', title: 'Children' },
  { id: 'third-party', title: 'Third-party sites and services' },
  { id: 'promotions', title: 'Promotions' },
  { id: 'regions', title: 'Region-specific disclosures' },
  { id: 'changes', title: 'Changes to this policy' },
  { id: 'contact', title: 'Contact us' },
] as const;

export function PrivacyPage() {
  const name = brand.name;
  return (
    <Page narrow>
      <title>{`Privacy Policy · ${name}`}</title>
      <PageHeader
        eyebrow="Legal"
        title="Privacy Policy"
        description={`Effective ${PRIVACY_EFFECTIVE_DATE}. How ${name} collects, uses and protects your information, and the choices you have.`}
      />
      <TableOfContents entries={sections} />
      <Prose>
        <h2 id="scope">1. Who we are and what this covers</h2>
        <p>
          {brand.legalName} (“{name}”, “we”, “us”), based in {brand.headquarters}, runs an online
          marketplace where buyers order from local stores for delivery or pickup. This Privacy
          Policy explains how we handle personal information when you use our website, applications
          and related services (the “Services”) as a buyer, Merchant, Driver or visitor. It should
          be read with our <Link to={paths.terms.getHref()}>Terms of Use</Link>.
        </p>

        <h2 id="collect">2. Information we collect</h2>
        <h3>2.1 Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your mobile phone number (verified with a one-time
            code), name, e-mail address, date of birth and gender.
          </li>
          <li>
            <strong>Order details:</strong> delivery and billing addresses, contact name and phone
            for the delivery, the items you order, special requests, gift-card messages and the
            names you include in them, tips and promo codes.
          </li>
          <li>
            <strong>Payment details:</strong> card payments are collected and processed by our
            payment provider on its own secure page. We receive a confirmation and limited details
            (such as the card brand and last four digits), never your full card number.
          </li>
          <li>
            <strong>Communications:</strong> messages you send to our support team, and your sign-up
            details if you join a waitlist for a new area.
          </li>
          <li>
            <strong>Merchants and Drivers:</strong> business and contact details, store information,
            and the information needed to complete deliveries.
          </li>
        </ul>
        <h3>2.2 Information collected automatically</h3>
        <ul>
          <li>
            <strong>Device and usage data:</strong> browser type, device identifiers, IP address,
            pages viewed, and the time and referring page of your visit.
          </li>
          <li>
            <strong>Location:</strong> the addresses you enter, and the approximate location derived
            from them, to show stores that deliver to you and to route deliveries.
          </li>
          <li>
            <strong>Cookies and local storage:</strong> we keep your session, cart and selected
            address in your browser so the Services work, and, where enabled, use analytics to
            understand how pages are used.
          </li>
        </ul>
        <h3>2.3 Information from others</h3>
        <p>
          We receive information from Merchants and Drivers about your orders, from our payment
          provider about payment status, from our text-message provider about code delivery, and
          from address lookup services to complete and validate addresses.
        </p>

        <h2 id="use">3. How we use information</h2>
        <ul>
          <li>to create and secure your account and verify your phone number;</li>
          <li>to process, deliver and support your orders, and to process payments;</li>
          <li>to verify age where the law requires it, such as for alcohol;</li>
          <li>to communicate with you about orders, your account and our Services;</li>
          <li>to prevent fraud and abuse and to keep the Services safe;</li>
          <li>to understand and improve the Services, and to develop new features;</li>
          <li>to send marketing you can opt out of, and to run promotions;</li>
          <li>to comply with the law and enforce our Terms.</li>
        </ul>

        <h2 id="share">4. How we share information</h2>
        <p>We share personal information only as needed to provide the Services:</p>
        <ul>
          <li>
            <strong>With Merchants</strong> — your name, order, special requests and, for delivery
            orders, contact details, so they can prepare your order.
          </li>
          <li>
            <strong>With Drivers</strong> — your name, delivery address, phone number and delivery
            instructions, so they can deliver it.
          </li>
          <li>
            <strong>With service providers</strong> who work on our behalf, such as payment
            processing, text messaging, hosting, address lookup and analytics, under contracts that
            limit their use of the information.
          </li>
          <li>
            <strong>For legal reasons</strong> — to comply with law or legal process, or to protect
            the rights, safety and property of our users, partners or {name}.
          </li>
          <li>
            <strong>In a business transfer</strong> such as a merger or acquisition, subject to this
            policy.
          </li>
        </ul>
        <p>
          We do not sell your personal information, and we do not share it for cross-context
          behavioral advertising.
        </p>

        <h2 id="communications">5. Communications preferences</h2>
        <p>
          We send transactional messages, such as login codes, order confirmations and delivery
          updates, by text message and e-mail; these are part of the Services. You can stop
          marketing e-mails with the unsubscribe link in any of them, and marketing texts by
          replying STOP. You can also ask us to update your preferences by writing to{' '}
          {brand.supportEmail}. Message and data rates may apply.
        </p>

        <h2 id="requests">6. Your rights and requests</h2>
        <p>
          Depending on where you live, you may have the right to access, correct, download or delete
          your personal information, and to object to or limit certain uses. To make a request,
          e-mail {brand.privacyEmail} or call {brand.supportPhone}. We will verify your request by
          confirming the phone number on your account and will respond within the time the law
          requires, usually within 45 days. You may use an authorized agent, who must show us your
          signed permission. We will not discriminate against you for exercising your rights. Some
          information must be kept to complete orders, meet tax and legal obligations, or prevent
          fraud.
        </p>

        <h2 id="security">7. Storage, retention and security</h2>
        <p>
          Your information is stored on servers in the United States. We protect it with measures
          appropriate to its sensitivity, including encryption in transit, access controls, one-time
          codes that are stored only in hashed form and expire quickly, and card payments handled
          entirely by our payment provider. We keep personal information for as long as your account
          is active and afterwards as needed for legal, tax, accounting and fraud-prevention
          purposes, then delete or anonymize it. No system is perfectly secure; if we learn of a
          breach that affects you we will notify you as the law requires.
        </p>

        <h2 id="children">8. Children</h2>
        <p>
          The Services are not directed to children, and you must be at least {MINIMUM_AGE} to
          create an account. We do not knowingly collect personal information from anyone under{' '}
          {MINIMUM_AGE}. If you believe a child has given us personal information, contact us at{' '}
          {brand.privacyEmail} and we will delete it.
        </p>

        <h2 id="third-party">9. Third-party sites and services</h2>
        <p>
          The Services may link to or embed services run by others, such as our payment provider’s
          checkout page, store websites and social media. Their own privacy policies govern what
          they collect; we are not responsible for their practices.
        </p>

        <h2 id="promotions">10. Promotions</h2>
        <p>
          When you take part in a promotion, referral program or waitlist offer (for example the
          coupon we promise when we launch in your area), we use the details you give us to run it
          and deliver any reward. Some promotions have their own rules, which will explain any
          additional use of your information.
        </p>

        <h2 id="regions">11. Region-specific disclosures</h2>
        <h3>11.1 California residents</h3>
        <p>
          In the last 12 months we collected the categories of information described in Section 2:
          identifiers, customer records, commercial information, internet activity, approximate
          geolocation and, for age checks, characteristics of protected classifications (age). We
          use and disclose them for the business purposes in Sections 3 and 4. We do not sell or
          share personal information, and we do not use sensitive personal information to infer
          characteristics about you. California residents may exercise the rights in Section 6,
          including the rights to know, delete and correct.
        </p>
        <p>
          <strong>Shine the Light.</strong> California Civil Code Section 1798.83 lets California
          residents ask, once a year, for information about personal information we disclosed to
          third parties for their direct marketing purposes in the preceding calendar year. Send
          your request to {brand.privacyEmail} with “California Shine the Light” in the subject
          line. Please allow at least thirty (30) days for a response.
        </p>
        <h3>11.2 Washington consumer health data</h3>
        <p>
          If you live in Washington, some information may be “consumer health data” under the
          Washington My Health My Data Act — for example, that you ordered from a pharmacy, or
          over-the-counter health products in your order history. We collect it only to fulfil and
          support the orders you ask for, share it only with the Merchant, the Driver and the
          service providers needed to complete the order, and never sell it. You may ask to access
          or delete your consumer health data, or withdraw consent, by e-mailing{' '}
          {brand.privacyEmail}; if we deny a request you may appeal by replying to our decision.
        </p>

        <h2 id="changes">12. Changes to this policy</h2>
        <p>
          We may update this policy from time to time. We will post the new version here with a new
          effective date and, if the changes are material, tell you in the Services or by e-mail
          before they take effect.
        </p>

        <h2 id="contact">13. Contact us</h2>
        <address>
          {brand.legalName}
          <br />
          Attn: Privacy
          <br />
          {brand.address.street}
          <br />
          {brand.address.locality}
          <br />
          E-mail: <a href={`mailto:${brand.privacyEmail}`}>{brand.privacyEmail}</a>
          <br />
          Phone: <a href={brand.supportPhoneHref}>{brand.supportPhone}</a>
        </address>
      </Prose>
    </Page>
  );
}
