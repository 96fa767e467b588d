import { ALCOHOL_MINIMUM_AGE, MINIMUM_AGE } from '@marketplace/core/constants/limits';
import { Link } from 'react-router';
import { brand } from '../../config/brand';
import { paths } from '../../lib/paths';
import { Page, PageHeader } from '../../ui/page-layout';
import { Callout, Prose, TableOfContents } from '../../ui/prose';

/*
 * SPEC §2 /termsconditions, effective April 9, 2025. The figures come from SPEC §9 (ages from
 * core's limits); the brand, e-mail, phone and address from the brand configuration.
 */

export const TERMS_EFFECTIVE_DATE = 'April 9, 2025';

const sections = [
  { id: 'acceptance', title: 'Acceptance of these Terms' },
  { id: 'eligibility', title: 'Eligibility' },
  { id: 'account', title: 'Your account' },
  { id: 'marketplace', title: 'How the marketplace works' },
  { id: 'orders', title: 'Orders, delivery and pickup' },
  { id: 'alcohol', title: 'Alcohol and age-restricted items' },
  { id: 'payments', title: 'Prices, payments and invoices' },
  { id: 'tips', title: 'Tips' },
  { id: 'promotions', title: 'Promo codes and gift cards' },
  { id: 'conduct', title: 'Acceptable use' },
  { id: 'content', title: 'Content and intellectual property' },
  { id: 'third-parties', title: 'Third-party services' },
  { id: 'disclaimers', title: 'Disclaimers' },
  { id: 'liability', title: 'Limitation of liability' },
  { id: 'indemnity', title: 'Indemnification' },
  { id: 'disputes', title: 'Dispute resolution and arbitration' },
  { id: 'claims-period', title: 'Time limit for claims' },
  { id: 'law', title: 'Governing law and venue' },
  { id: 'termination', title: 'Suspension and termination' },
  { id: 'changes', title: 'Changes to these Terms' },
  { id: 'general', title: 'General' },
  { id: 'contact', title: 'Contact us' },
] as const;

export function TermsPage() {
  const name = brand.name;
  return (
    <Page narrow>
      <title>{`Terms of Use · ${name}`}</title>
      <PageHeader
        eyebrow="Legal"
        title="Terms of Use"
        description={`Effective ${TERMS_EFFECTIVE_DATE}. Please read these Terms carefully: they include a binding arbitration agreement and a class action waiver.`}
      />
      <TableOfContents entries={sections} />
      <Prose>
        <p>
          These Terms of Use (the “Terms”) govern your access to and use of the {name} website,
          applications and related services (together, the “Services”), operated by{' '}
          {brand.legalName} (“{name}”, “we”, “us” or “our”), a company based in {brand.headquarters}
          .
        </p>
        <Callout>
          <strong>Arbitration notice.</strong> Except for certain kinds of disputes described in
          Section 16, you and {name} agree that disputes between us will be resolved by binding,
          individual arbitration, and you waive your right to participate in a class action or a
          jury trial. You may opt out of arbitration within 30 days as described in Section 16.7.
        </Callout>

        <h2 id="acceptance">1. Acceptance of these Terms</h2>
        <p>
          By creating an account, placing an order, or otherwise using the Services you agree to
          these Terms and to our <Link to={paths.privacy.getHref()}>Privacy Policy</Link>. If you do
          not agree, do not use the Services. If you use the Services on behalf of a business, you
          confirm that you are authorized to accept these Terms for that business.
        </p>

        <h2 id="eligibility">2. Eligibility</h2>
        <p>
          You must be at least {MINIMUM_AGE} years old to create an account or place an order. By
          creating an account you confirm that you are {MINIMUM_AGE} or older and that the
          information you give us is true.
        </p>
        <p>
          Persons aged 16 or 17 may use the Services only under the direct supervision of a parent
          or legal guardian who holds an account and accepts these Terms on their behalf. Persons
          under 16 may not use the Services under any circumstances. We may close any account we
          reasonably believe belongs to someone who does not meet these requirements.
        </p>

        <h2 id="account">3. Your account</h2>
        <p>
          You sign in with your mobile phone number and a one-time code we text to you. You are
          responsible for keeping your phone and codes secure and for all activity under your
          account. Tell us immediately at {brand.supportEmail} if you believe your account has been
          used without your permission. You agree to keep your name, e-mail address, delivery
          addresses and other account details accurate and up to date.
        </p>

        <h2 id="marketplace">4. How the marketplace works</h2>
        <p>
          {name} is a marketplace that connects buyers with independent local stores (“Merchants”)
          and independent delivery drivers (“Drivers”). Merchants are responsible for the products
          they sell, including their quality, safety, labeling, allergen information and compliance
          with the law. Drivers are independent contractors, not employees of {name}. Unless we say
          otherwise, {name} is not the seller of the products offered through the Services.
        </p>

        <h2 id="orders">5. Orders, delivery and pickup</h2>
        <ul>
          <li>
            <strong>Placing an order.</strong> An order is an offer to buy from a Merchant. It is
            accepted when you receive an order confirmation. Each order contains items from one
            store; bundles from nearby Merchants in the same category may be combined where the
            Services offer it.
          </li>
          <li>
            <strong>Availability.</strong> Products, prices and stock are provided by Merchants and
            may change. If an item becomes unavailable after you order, the Merchant may cancel it
            and you will not be charged for it.
          </li>
          <li>
            <strong>Delivery and pickup windows.</strong> You choose delivery or pickup and a time
            window at checkout. Windows are estimates; traffic, weather and demand can cause delays.
            For pickup, please collect your order during the window you chose.
          </li>
          <li>
            <strong>Delivery.</strong> Make sure your address and phone number are correct and that
            someone can receive the order. If a Driver cannot complete a delivery after reasonable
            efforts, the order may be returned to the Merchant and you may still be charged.
          </li>
          <li>
            <strong>Special requests.</strong> Merchants try to honor special requests, such as
            allergy notes or gift messages, but cannot guarantee them. If you have a severe allergy,
            contact the Merchant directly before ordering.
          </li>
          <li>
            <strong>Problems with an order.</strong> If something is missing, damaged or wrong,
            contact us within 24 hours of delivery or pickup and we will work with the Merchant to
            make it right.
          </li>
        </ul>

        <h2 id="alcohol">6. Alcohol and age-restricted items</h2>
        <p>
          You must be at least {ALCOHOL_MINIMUM_AGE} years old to order alcohol. Alcohol is sold by
          licensed Merchants, not by {name}. When alcohol is delivered, the recipient must be at
          least {ALCOHOL_MINIMUM_AGE} and present a valid, unexpired government-issued photo ID; the
          Driver will check it and may refuse delivery if the recipient cannot show valid ID,
          appears intoxicated, or if the delivery would break the law. The same applies at pickup.
          Refused alcohol is returned to the Merchant and may not be refunded. Other items may also
          require age verification and are marked in the Services.
        </p>

        <h2 id="payments">7. Prices, payments and invoices</h2>
        <ul>
          <li>
            <strong>What you pay.</strong> Your order total is the item subtotal plus applicable
            sales tax, any delivery fee, and any tips you choose, less any discount. All amounts are
            in U.S. dollars and are shown before you pay.
          </li>
          <li>
            <strong>How you pay.</strong> Payments are processed by our third-party card payment
            provider on its secure hosted checkout page. We do not receive or store your full card
            number. You authorize us and our payment provider to charge your card for each order you
            place.
          </li>
          <li>
            <strong>Gift cards.</strong> Checkout cannot be completed with only a gift card. A valid
            credit or debit card is required for every order, even if a gift card or credit covers
            part of it.
          </li>
          <li>
            <strong>Invoices.</strong> If we invoice you for an amount that could not be collected
            at checkout, or for business orders billed on account, the invoice is due within 30 days
            of its date. Unpaid amounts may lead to suspension of your account.
          </li>
          <li>
            <strong>Refunds.</strong> Approved refunds go back to your original payment method. Your
            bank may take several business days to show them.
          </li>
        </ul>

        <h2 id="tips">8. Tips</h2>
        <p>
          You may add a tip for your Driver (delivery orders only) and for the Merchant’s staff.
          Tips are optional and shown as a percentage of your subtotal. 100% of driver tips go to
          the Driver and 100% of seller tips go to the Merchant; {name} keeps no part of any tip.
        </p>

        <h2 id="promotions">9. Promo codes and gift cards</h2>
        <p>
          Promo codes are valid only for the purposes and period stated, may require a minimum
          purchase, cannot be exchanged for cash, and may be limited to one per order. We may cancel
          a promo code that was obtained or used fraudulently or by mistake. Gift cards are subject
          to their own terms and to Section 7.
        </p>

        <h2 id="conduct">10. Acceptable use</h2>
        <p>You agree not to:</p>
        <ul>
          <li>break any law, or order items you are not legally allowed to buy;</li>
          <li>give false information, impersonate anyone, or use another person’s account;</li>
          <li>harass, threaten or abuse Merchants, Drivers, our staff or other users;</li>
          <li>
            interfere with the Services, probe or attack our systems, or scrape them by automated
            means without our written permission;
          </li>
          <li>misuse promo codes, refunds, chargebacks or referral programs.</li>
        </ul>

        <h2 id="content">11. Content and intellectual property</h2>
        <p>
          The Services, including their design, text, graphics and software, belong to {name} or its
          licensors and are protected by law. We grant you a personal, revocable, non-transferable
          license to use the Services for their intended purpose. Product names, photos and
          descriptions are provided by Merchants. If you send us feedback, we may use it without
          obligation to you.
        </p>

        <h2 id="third-parties">12. Third-party services</h2>
        <p>
          The Services rely on third parties such as our payment provider, text-message provider and
          address lookup service, and may link to websites we do not control. Their terms and
          privacy policies apply to your use of them, and we are not responsible for their content
          or practices.
        </p>

        <h2 id="disclaimers">13. Disclaimers</h2>
        <p>
          To the fullest extent permitted by law, the Services are provided “as is” and “as
          available”, without warranties of any kind, whether express or implied, including
          warranties of merchantability, fitness for a particular purpose and non-infringement. We
          do not warrant that the Services will be uninterrupted or error-free, or that products
          sold by Merchants will meet your expectations.
        </p>

        <h2 id="liability">14. Limitation of liability</h2>
        <p>
          To the fullest extent permitted by law, {name} will not be liable for any indirect,
          incidental, special, consequential or punitive damages, or for lost profits, data or
          goodwill, arising out of or relating to the Services. Our total liability for all claims
          arising out of or relating to these Terms or the Services is limited to the lesser of (a)
          the amounts you paid to {name} in the six (6) months before the event giving rise to the
          claim, or (b) one thousand U.S. dollars ($1,000). Some jurisdictions do not allow these
          limits, so they may not apply to you.
        </p>

        <h2 id="indemnity">15. Indemnification</h2>
        <p>
          You agree to defend and indemnify {name}, its officers, employees and agents against
          claims, losses and expenses (including reasonable legal fees) arising from your breach of
          these Terms or your misuse of the Services.
        </p>

        <h2 id="disputes">16. Dispute resolution and arbitration</h2>
        <h3>16.1 Informal resolution first</h3>
        <p>
          Before starting arbitration or a court case, you and {name} agree to try to resolve the
          dispute informally. The party raising the dispute must send a written notice describing it
          and the relief sought (to us at {brand.supportEmail}, or to the e-mail address on your
          account). The parties will negotiate in good faith for sixty (60) days after the notice is
          received, and either party may ask for a phone or video conference during that time. Any
          time limit for bringing the claim is paused during this period.
        </p>
        <h3>16.2 Agreement to arbitrate</h3>
        <p>
          If the dispute is not resolved within the informal period, it will be resolved by final
          and binding individual arbitration administered by a nationally recognized arbitration
          provider under its consumer rules, except that either party may bring an individual claim
          in small claims court, and either party may seek an injunction in court for misuse of
          intellectual property. The Federal Arbitration Act governs this agreement.
        </p>
        <h3>16.3 Selecting the arbitrator</h3>
        <p>
          The parties will try to agree on a single neutral arbitrator. If they have not agreed
          within twenty-one (21) days after the provider’s notice that the arbitration has begun,
          the provider will appoint the arbitrator under its rules.
        </p>
        <h3>16.4 Batch arbitration</h3>
        <p>
          If twenty-five (25) or more similar demands are filed against {name} by or with the help
          of the same or coordinated counsel, they will be administered in batches of up to one
          hundred (100) demands per batch, with one arbitrator and one set of fees per batch, to
          keep the process fair and efficient for everyone.
        </p>
        <h3>16.5 Documents-only arbitration</h3>
        <p>
          Where the amount in dispute is ten thousand U.S. dollars ($10,000) or less, the
          arbitration will be decided on the written submissions alone unless the arbitrator decides
          that a hearing is necessary. {name} will pay the filing and arbitrator fees for such
          claims, unless the arbitrator finds the claim frivolous.
        </p>
        <h3>16.6 Class action and jury trial waiver</h3>
        <p>
          You and {name} may bring claims only in an individual capacity, not as a plaintiff or
          class member in any class, collective or representative proceeding, and each waives the
          right to a jury trial.
        </p>
        <h3>16.7 Your right to opt out</h3>
        <p>
          You can opt out of this arbitration agreement by e-mailing {brand.supportEmail} within
          thirty (30) days of the date you first accept these Terms, with your name, the phone
          number on your account and a clear statement that you want to opt out. Opting out does not
          affect any other part of these Terms.
        </p>

        <h2 id="claims-period">17. Time limit for claims</h2>
        <p>
          To the extent permitted by law, any claim arising out of or relating to these Terms or the
          Services must be brought, by notice under Section 16.1, within one (1) year after the
          claim arose; otherwise it is permanently barred.
        </p>

        <h2 id="law">18. Governing law and venue</h2>
        <p>
          These Terms are governed by the laws of the State of New York, without regard to its
          conflict-of-law rules, and by the Federal Arbitration Act where it applies. Any claim not
          subject to arbitration will be brought exclusively in the state or federal courts located
          in Los Angeles County, California, and you and {name} consent to their jurisdiction.
        </p>

        <h2 id="termination">19. Suspension and termination</h2>
        <p>
          You may stop using the Services and ask us to close your account at any time. We may
          suspend or close an account that breaks these Terms or puts other users, Merchants or
          Drivers at risk. Sections that by their nature should survive termination, including
          Sections 7, 13–18 and 21, will survive.
        </p>

        <h2 id="changes">20. Changes to these Terms</h2>
        <p>
          We may update these Terms from time to time. If a change is material we will tell you in
          the Services or by e-mail before it takes effect. Continuing to use the Services after the
          effective date means you accept the updated Terms. Changes will not apply to a dispute you
          notified us of before the change.
        </p>

        <h2 id="general">21. General</h2>
        <p>
          These Terms, with the Privacy Policy, are the entire agreement between you and {name}
          about the Services. If any provision is found unenforceable, the rest remain in effect.
          Our failure to enforce a provision is not a waiver. You may not assign these Terms without
          our consent; we may assign them in connection with a merger or sale of assets.
        </p>

        <h2 id="contact">22. Contact us</h2>
        <address>
          {brand.legalName}
          <br />
          {brand.address.street}
          <br />
          {brand.address.locality}
          <br />
          E-mail: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
          <br />
          Phone: <a href={brand.supportPhoneHref}>{brand.supportPhone}</a>
        </address>
      </Prose>
    </Page>
  );
}
