/**
 * Privacy policy (12 sections, SPEC §2), terms of service and the accessibility statement. Bodies use blank lines between
 * paragraphs and "- " list lines; {product}, {privacyEmail} and {contactEmail} are replaced by
 * the site with values from Site settings.
 */
import { type SeedContext, upsertGlobal } from './context'

export const LEGAL_EFFECTIVE_DATE = '2024-12-01T00:00:00.000Z'

type Section = { heading: string; body: string }

export const PRIVACY_INTRO =
  '{product} is a community website for people who live on the road, or dream of it. This policy explains what personal information we collect when you read our stories, subscribe to our newsletter, share your story, use our cost calculator or buy from our shop, and what we do with it. We keep it short and plain, and we collect as little as we can.'

export const PRIVACY_SECTIONS: Section[] = [
  {
    heading: 'Information We Collect',
    body: 'We collect only the information you choose to give us, plus a minimum of technical data needed to run the site:\n\n- Contact details: your name and email address when you subscribe, contact us, share your story or request a cost summary.\n- Story submissions: your location, optional social media handle and the details you share with us during an interview.\n- Account details: your email, first and last name and, if you add it, your phone number.\n- Orders: your shipping address and the items you buy. Card details go directly to our payment provider and never reach our servers.\n- Calculator inputs: the figures you enter, when you ask us to email you a summary.\n- Page views: the page address, the referring site and the time of the visit.',
  },
  {
    heading: 'How We Collect It',
    body: 'Most information comes directly from you, through the forms on our site: the newsletter sign-up, the contact form, the story submission form, the cost calculator, account sign-up and checkout.\n\nPage views are recorded by our own server when a page loads. We do not use third-party analytics, advertising pixels or social media trackers.',
  },
  {
    heading: 'Why We Collect It',
    body: 'We collect information to provide what you asked for: to send the newsletter you subscribed to, to reply to your message, to work with you on your story, to email your cost summary, to run your account and to ship your order.\n\nWe count page views so we know which stories and guides are useful, and so we can spot problems with the site. We rely on your consent for the newsletter, on our contract with you for accounts and orders, and on our legitimate interest in running a secure, useful website for everything else.',
  },
  {
    heading: 'How We Use It',
    body: '- To send the weekly newsletter and confirm your subscription.\n- To answer questions and messages you send us.\n- To interview you, draft your story and ask for your approval before anything is published.\n- To process and deliver orders, and to send order and shipping updates.\n- To keep the site secure, prevent spam and abuse, and fix errors.\n\nWe never sell your information, and we never use it for advertising profiles.',
  },
  {
    heading: 'Sharing and Disclosure',
    body: 'We share information only with the service providers that help us run {product}, and only what they need:\n\n- Our email delivery provider, to send the newsletter and transactional emails.\n- Our payment provider, to take card payments securely.\n- Our hosting provider, which stores the site and its database.\n- Our shipping partner, which receives your name and address to deliver an order.\n\nEach provider is bound by a contract to protect your data. We may also disclose information if the law requires it, or to protect the safety of our community.',
  },
  {
    heading: 'Your Rights',
    body: 'Wherever you live, you can ask us to:\n\n- Tell you what personal information we hold about you and give you a copy.\n- Correct information that is wrong or incomplete.\n- Delete your information.\n- Stop sending you emails (every newsletter has an unsubscribe link).\n- Restrict or object to how we use your information.\n\nTo delete your data or make any other request, email {privacyEmail}. We will confirm your request within a few days and complete it within 30 days.',
  },
  {
    heading: 'Storage and Retention',
    body: 'Your information is stored on secured servers with access limited to the small team that runs {product}.\n\nWe keep newsletter details until you unsubscribe, messages and story submissions for up to two years, account details until you close your account, and order records for as long as tax law requires (usually seven years). Page-view records contain no personal information and are kept in aggregate.',
  },
  {
    heading: 'Cookies and Similar Technologies',
    body: 'We do not use tracking cookies, advertising cookies or third-party analytics.\n\nOur page-view counting stores only the page address, the referring site and the time of the visit. It sets no cookie and records no IP address or device fingerprint. If you sign in, we use a single essential cookie to keep you signed in; it is removed when you sign out.',
  },
  {
    heading: 'Legal Compliance',
    body: 'We aim to meet the requirements of the privacy laws that protect our readers, including the EU General Data Protection Regulation (GDPR), the California Consumer Privacy Act (CCPA), Canada’s Personal Information Protection and Electronic Documents Act (PIPEDA) and the guidance of the UK Information Commissioner’s Office (ICO).\n\nIf you believe we have not handled your information properly, please contact us first. You also have the right to complain to your local data protection authority.',
  },
  {
    heading: "Children's Privacy",
    body: '{product} is written for adults. We do not knowingly collect or track personal information from children under 13. If you believe a child has given us personal information, email {privacyEmail} and we will delete it.',
  },
  {
    heading: 'Changes to This Policy',
    body: 'We may update this policy when our site or the law changes. When we do, we will update the effective date at the top of this page, and for significant changes we will let subscribers know by email before they take effect.',
  },
  {
    heading: 'Contact Us',
    body: 'Questions about this policy or your data? Email {privacyEmail} for anything privacy-related, or {contactEmail} for everything else. We read every message.',
  },
]

export const TERMS_INTRO =
  'These terms apply when you use the {product} website, join our community, share your story or buy from our shop. By using the site you agree to them. If something is unclear, email {contactEmail} and we will explain.'

export const TERMS_SECTIONS: Section[] = [
  {
    heading: 'Using This Site',
    body: 'You are welcome to read, share and link to our stories and guides. Please do not copy whole articles to another site, scrape the site automatically, or use it in a way that breaks the law or disrupts the service for others.',
  },
  {
    heading: 'Your Account',
    body: 'You are responsible for keeping your password safe and for what happens under your account. Give us accurate information, and let us know at {contactEmail} if you think someone else has accessed your account. You can close your account at any time.',
  },
  {
    heading: 'Stories You Share',
    body: 'When you share your story, you keep ownership of your words and photos. Before anything is published, you review the draft and sign a media release that allows us to publish, edit for length and share your story and images on {product} and our social channels.\n\nPlease only send photos you took or have permission to use, and do not include other people’s personal details without their consent.',
  },
  {
    heading: 'Practical Guides and the Cost Calculator',
    body: 'Our guides and calculator are for general information. Costs, prices and rules change, and every vehicle and situation is different. Check local laws, manufacturer instructions and a qualified professional before electrical, gas or mechanical work, and treat calculator results as estimates, not financial advice.',
  },
  {
    heading: 'Shop Orders and Payment',
    body: 'Prices are shown in US dollars and include free shipping; sales tax is added at checkout. Payment is taken securely by our payment provider when you place your order.\n\n- Orders are usually processed within 1-2 business days.\n- Delivery usually takes 5-7 business days after shipping.\n- If an item is unavailable after you order, we will refund you in full.',
  },
  {
    heading: 'Returns and Refunds',
    body: 'If something is wrong with your order, or it does not fit, contact {contactEmail} within 30 days of delivery. Unworn items in their original condition can be returned for a refund or an exchange. Faulty or incorrect items are replaced or refunded at our cost.',
  },
  {
    heading: 'Content, Trademarks and Partners',
    body: 'The {product} name, logo, illustrations and original writing belong to us or to the storytellers who shared them. Partner names and logos belong to their owners. Links to partner and other websites are provided for convenience; we are not responsible for their content or practices.',
  },
  {
    heading: 'Liability and Changes to These Terms',
    body: 'We work hard to keep the site accurate and available, but we provide it as it is, and to the extent the law allows we are not liable for indirect losses arising from its use. Nothing in these terms limits rights you have under consumer law.\n\nWe may update these terms from time to time. The effective date at the top shows when they last changed.',
  },
]

/** The day the accessibility statement was last reviewed (shown at its top). */
export const ACCESSIBILITY_STATEMENT_DATE = '2026-11-28T00:00:00.000Z'

export const ACCESSIBILITY_INTRO =
  'We want everyone to be able to read the stories on {product}, work out a budget with the cost calculator and buy from our shop, whatever device, browser or assistive technology they use. This statement covers the whole website, including the shop, the checkout and your account pages.'

export const ACCESSIBILITY_SECTIONS: Section[] = [
  {
    heading: 'The Standard We Meet',
    body: 'We build {product} to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. The European standard EN 301 549, which the European Accessibility Act relies on for online shops, asks websites to meet WCAG 2.1 level AA; WCAG 2.2 level AA contains those requirements, apart from 4.1.1 Parsing, which WCAG 2.2 retired as obsolete, so meeting it covers EN 301 549’s requirements for web pages.\n\nWe believe the site meets this standard, apart from the limitations listed below.',
  },
  {
    heading: 'What We Have Done',
    body: '- The site works with a keyboard alone and shows clearly where the keyboard focus is.\n- Pages use headings, landmarks and labelled form fields, so screen readers can announce and navigate them; form errors are described in words, not only in colour.\n- Text and controls have enough contrast against their background, and buttons and links outside running text meet the minimum target size of WCAG 2.2 (24 by 24 pixels, or spaced as if they were).\n- Pages adapt to the width of the screen, from a phone to a desktop, without scrolling sideways.\n- Animations are switched off when your device asks for reduced motion.',
  },
  {
    heading: 'How We Test',
    body: '- Automated checks: our test suite runs the axe-core accessibility engine, with its WCAG 2.0, 2.1 and 2.2 level A and AA rules, on every public page at a phone width (390 pixels) and a desktop width (1280 pixels), with the menus, dialogs and panels open and with form errors showing. It runs in our continuous integration on every change.\n- Keyboard checks: our end-to-end tests use the keyboard to open and close the menu, the dialogs, the search and the cart, and to fill in the forms.\n\nAutomated tools find only part of the barriers a person can meet. The site has not yet been audited by an outside accessibility specialist, and we have not tested it with every screen reader and browser, which is why your reports matter to us.',
  },
  {
    heading: 'Known Limitations',
    body: '- The pictures in our demo stories are illustrations, not photographs; each has a text description of what it shows.\n- Videos embedded from YouTube play in YouTube’s own player, which we do not control; its controls and captions come from YouTube.\n- When you pay by card you may be taken to our payment provider’s pages, which we do not build.\n- Stories are told in their authors’ own words and can include place names and terms from vanlife that a screen reader may pronounce oddly.',
  },
  {
    heading: 'Report a Barrier',
    body: 'If anything on {product} is hard or impossible for you to use, please tell us through our contact form, or by email at {contactEmail}. It helps to tell us the page address, what you were trying to do, and the device, browser and any assistive technology you use.\n\nA person on our team reads every message and replies to you. If we cannot remove the barrier straight away, we will give you the information or help you were looking for in another way, for example by email, and tell you when we expect to fix it.',
  },
  {
    heading: 'If You Are Not Satisfied',
    body: 'If you are not happy with our reply, you can complain to the authority that enforces accessibility requirements where you live. In the European Union, each country names a market surveillance authority under the European Accessibility Act; a consumer protection body or an equality body in your country can also tell you where to turn.',
  },
  {
    heading: 'About This Statement',
    body: 'This statement was prepared on the effective date shown at the top, from our own testing of the site. We review it whenever the site changes significantly, and at least once a year.',
  },
]

export async function seedLegal(ctx: SeedContext): Promise<void> {
  await upsertGlobal(ctx, 'privacy-policy', {
    title: 'Privacy Policy',
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    intro: PRIVACY_INTRO,
    sections: PRIVACY_SECTIONS,
  })
  await upsertGlobal(ctx, 'terms', {
    title: 'Terms of Service',
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    intro: TERMS_INTRO,
    sections: TERMS_SECTIONS,
  })
  await upsertGlobal(ctx, 'accessibility-statement', {
    title: 'Accessibility Statement',
    effectiveDate: ACCESSIBILITY_STATEMENT_DATE,
    intro: ACCESSIBILITY_INTRO,
    sections: ACCESSIBILITY_SECTIONS,
  })
}
