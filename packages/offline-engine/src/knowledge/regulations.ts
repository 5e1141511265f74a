/**
 * Regulation by sector × jurisdiction. Stated as a careful analyst would: what applies, to whom,
 * the source and year; thresholds only where they are stable. Not legal advice: every checklist
 * that quotes these says "confirm with a lawyer in <country>".
 */
import { FREIGHT, PARKING, PASSENGERS, PRODUCT_SALES } from './cues';
import type { Regulation } from './types';

export const REGULATIONS: Regulation[] = [
  // ── Health ──────────────────────────────────────────────────────────────
  {
    id: 'hipaa', name: 'HIPAA', aliases: ['hipaa', 'phi', 'protected health information'], jurisdiction: 'US', sectors: ['health'],
    summary: 'covers protected health information (PHI) held by covered entities (providers, health plans, clearinghouses) and their business associates; software that stores or processes PHI for a clinic is a business associate',
    obligations: ['sign a Business Associate Agreement (BAA) with every clinic before touching PHI, and with your own vendors that see PHI', 'run and document a Security Rule risk analysis', 'set breach notification procedures (individuals within 60 days of discovery; HHS; media for breaches of 500+ people in a state)', 'train staff and keep policies for six years'],
    build: 'encrypt PHI at rest and in transit, keep audit logs of access, use unique user logins with role-based access, and host only on services whose provider signs a BAA (AWS, Google Cloud and Azure offer one for eligible services)',
    source: 'HIPAA Privacy, Security and Breach Notification Rules, 45 CFR Parts 160 and 164', year: 1996,
  },
  {
    id: 'baa', name: 'Business Associate Agreement (BAA)', aliases: ['baa', 'baas', 'business associate agreement', 'business associate agreements'], jurisdiction: 'US', sectors: ['health'], onMention: true,
    summary: 'the HIPAA contract a covered entity must have with any vendor that creates, receives, stores or transmits PHI on its behalf',
    obligations: ['have a lawyer prepare a BAA template clinics can sign with the subscription', 'keep a register of the sub-processors you sign BAAs with'],
    build: 'only send PHI to sub-processors (hosting, e-mail, SMS, analytics) that sign a BAA; keep PHI out of tools that do not',
    source: '45 CFR 164.502(e) and 164.504(e)', year: 2013,
  },
  {
    id: 'hitech', name: 'HITECH Act', aliases: ['hitech'], jurisdiction: 'US', sectors: ['health'],
    summary: 'made business associates directly liable under the HIPAA Security Rule, created the breach-notification requirements and raised penalties',
    obligations: ['treat your own HIPAA compliance as a direct legal duty, not only a contract term'],
    build: 'the same safeguards as HIPAA; encrypted data that is lost is not a reportable breach if the encryption meets HHS guidance',
    source: 'Health Information Technology for Economic and Clinical Health Act (part of ARRA)', year: 2009,
  },
  {
    id: 'eu-mdr', name: 'EU Medical Device Regulation (MDR)', aliases: ['mdr', 'medical device regulation', 'samd', 'software as a medical device'], jurisdiction: 'EU', sectors: ['health'], onMention: true,
    summary: 'software intended to diagnose, prevent, monitor or treat disease can be a medical device and then needs a conformity assessment and CE marking',
    obligations: ['write down the intended purpose: scheduling and billing software is not a medical device; clinical decision support may be'],
    build: 'if in scope, a quality management system (ISO 13485) and software life-cycle process (IEC 62304)',
    source: 'Regulation (EU) 2017/745', year: 2017,
  },
  {
    id: 'uk-dspt', name: 'NHS Data Security and Protection Toolkit (DSPT)', aliases: ['dspt', 'nhs'], jurisdiction: 'GB', sectors: ['health'],
    summary: 'the self-assessment every organisation with access to NHS patient data and systems must complete',
    obligations: ['complete the DSPT before selling to NHS organisations', 'assess clinical safety under DCB0129 if the software supports care'],
    build: 'UK or adequate-country hosting, encryption, access control and incident reporting as the toolkit asks',
    source: 'NHS England, DSPT; DCB0129 clinical risk management standard',
  },
  // ── Education ───────────────────────────────────────────────────────────
  {
    id: 'ferpa', name: 'FERPA', aliases: ['ferpa'], jurisdiction: 'US', sectors: ['education'],
    summary: 'protects students’ education records at schools that receive US Department of Education funding; a vendor may receive records under the "school official" exception when the school keeps direct control of their use',
    obligations: ['sign a data-sharing agreement with each school or district naming the records and their use', 'never reuse student records for marketing'],
    build: 'role-based access per school, deletion on request at the end of the contract, and no student data in analytics tools that reuse it',
    source: '20 U.S.C. § 1232g; 34 CFR Part 99', year: 1974,
  },
  {
    id: 'coppa', name: 'COPPA', aliases: ['coppa', 'under 13', 'under-13'], jurisdiction: 'US', sectors: ['education', 'media'],
    summary: 'online services directed to children under 13, or that know they collect from them, need verifiable parental consent before collecting personal information; the FTC’s amended rule (published 22 April 2025, in force 23 June 2025, compliance required by 22 April 2026) adds separate consent before disclosing children’s data to third parties such as advertisers, a written information-security programme and a written data-retention policy',
    obligations: ['decide whether the service is directed to children; if so, obtain verifiable parental consent (or school authorisation for school-only use)', 'publish a children’s privacy notice and keep only the data you need', 'by 22 April 2026: a written security programme, a written retention policy and separate consent for third-party disclosures'],
    build: 'an age screen, a parental-consent flow, and no third-party advertising trackers on child-facing pages',
    source: 'FTC Children’s Online Privacy Protection Rule, 16 CFR Part 312 (amended rule published in the Federal Register on 22 April 2025)', year: 2025,
    confirm: 'whether COPPA applies to you as a non-profit (the FTC Act generally does not reach non-profits, but the for-profit tools you use are covered)',
  },
  {
    id: 'safeguarding', name: 'child safeguarding checks', aliases: ['safeguarding', 'background check', 'background checks', 'dbs'], jurisdiction: 'GLOBAL', sectors: ['education', 'social_impact'],
    summary: 'anyone working with children, volunteers included, is vetted: DBS checks in England and Wales, background checks set by each US state, and equivalents elsewhere',
    obligations: ['write a safeguarding policy and name a designated safeguarding lead', 'vet every tutor and volunteer before their first session; supervise sessions or record them'],
    build: 'sessions in the platform (not private channels), with reporting tools and logs',
    source: 'UK Disclosure and Barring Service; US state law',
  },
  // ── Finance ─────────────────────────────────────────────────────────────
  {
    id: 'kyc-aml', archetypes: ['fintech_transactions'], name: 'KYC/AML', aliases: ['kyc', 'aml', 'anti-money laundering', 'know your customer', 'money laundering'], jurisdiction: 'GLOBAL', sectors: ['finance'],
    summary: 'whoever holds or moves customers’ money must verify who they are (KYC), monitor transactions and report suspicious activity (AML); the FATF Recommendations set the baseline that national laws implement',
    obligations: ['name a compliance officer (MLRO in the UK)', 'write a risk-based AML policy', 'screen customers against sanctions lists', 'file suspicious-activity reports with the national financial intelligence unit'],
    build: 'an identity-verification provider at sign-up, transaction-monitoring rules and an audit trail regulators can read',
    source: 'FATF Recommendations; US Bank Secrecy Act (FinCEN); UK Money Laundering Regulations 2017; EU AML directives',
  },
  {
    id: 'pci-dss', name: 'PCI DSS', aliases: ['pci', 'pci dss', 'pci-dss', 'card data'], jurisdiction: 'GLOBAL', sectors: [], onMention: true,
    summary: 'the card industry’s security standard for anyone who stores, processes or transmits cardholder data; version 4.0 (2022, with 4.0.1 in 2024) is current',
    obligations: ['keep card numbers off your servers so you qualify for the shortest self-assessment (SAQ A)'],
    build: 'use a processor’s hosted payment page or card fields (Stripe, Adyen, Paystack, Razorpay) so card data never reaches your systems',
    source: 'PCI Security Standards Council, PCI DSS v4.0', year: 2022,
  },
  {
    id: 'us-mtl', archetypes: ['fintech_transactions'], name: 'US money-transmitter licences', aliases: ['money transmitter', 'money transmission', 'mtl', 'money-transmitter', 'msb'], jurisdiction: 'US', sectors: ['finance'],
    summary: 'holding or moving money for others needs a licence in almost every state (applied for state by state, with surety bonds and capital) and registration with FinCEN as a money services business',
    obligations: ['start through a licensed partner (a sponsor bank or a payments provider whose licences cover your flow) instead of your own licences', 'budget a year or more and significant legal cost if you later license state by state'],
    build: 'funds flow through the partner’s accounts (for-benefit-of accounts); your ledger must reconcile with theirs daily',
    source: 'state money-transmission laws; 31 CFR 1022.380 (FinCEN MSB registration)',
  },
  {
    id: 'cbn', archetypes: ['fintech_transactions'], name: 'CBN licensing', aliases: ['cbn', 'central bank of nigeria'], jurisdiction: 'NG', sectors: ['finance'],
    summary: 'the Central Bank of Nigeria licenses who may hold deposits or move money: microfinance banks (unit, state, national), payment service banks, mobile money operators, switching and processing, and payment solution service providers (PSSP, PTSP, super-agents)',
    obligations: ['a savings product holds deposits: partner with a licensed bank or microfinance bank (the common start) or apply for a microfinance bank licence', 'apply CBN tiered KYC (BVN/NIN checks, limits rising by tier)', 'if you offer investment returns, check whether the Securities and Exchange Commission (SEC Nigeria) must register the product'],
    build: 'customer funds sit in the partner bank’s accounts; BVN/NIN verification at sign-up; reconciliation with the partner every day',
    source: 'CBN regulatory framework for licensing payment service providers; CBN guidelines for microfinance banks',
  },
  {
    id: 'rbi', archetypes: ['fintech_transactions'], name: 'RBI authorisation', aliases: ['rbi', 'reserve bank of india', 'nbfc', 'payment aggregator', 'ppi'], jurisdiction: 'IN', sectors: ['finance'],
    summary: 'the Reserve Bank of India authorises payment aggregators and prepaid payment instruments (PPI) under the Payment and Settlement Systems Act 2007; lending needs an NBFC registration or a regulated lending partner',
    obligations: ['start as a partner of an authorised entity (a bank, PA or NBFC)', 'follow the RBI digital-lending rules if you touch credit (loans disbursed and repaid directly between borrower and regulated entity)'],
    build: 'store payment data in India (RBI data-localisation directive, 2018) and integrate UPI through a licensed partner',
    source: 'Payment and Settlement Systems Act 2007; RBI guidelines on payment aggregators (2020) and digital lending (2022)', year: 2007,
  },
  {
    id: 'fca', archetypes: ['fintech_transactions'], name: 'FCA authorisation', aliases: ['fca', 'financial conduct authority', 'emi', 'e-money'], jurisdiction: 'GB', sectors: ['finance'],
    summary: 'the UK Financial Conduct Authority authorises payment institutions (Payment Services Regulations 2017), e-money institutions (Electronic Money Regulations 2011), consumer credit and investment firms; the Consumer Duty (2023) applies to retail products',
    obligations: ['start as an agent of an authorised firm or an appointed representative, or build on an e-money partner’s licence', 'have financial promotions approved by an authorised firm'],
    build: 'safeguard customer funds in segregated accounts held by the licensed partner',
    source: 'FSMA 2000; PSRs 2017; EMRs 2011; FCA Consumer Duty (PS22/9, in force 31 July 2023)', year: 2023,
  },
  // ── Data protection ─────────────────────────────────────────────────────
  {
    id: 'gdpr', name: 'GDPR', aliases: ['gdpr', 'dsgvo', 'rgpd'], jurisdiction: 'EU', sectors: [],
    summary: 'applies to personal data of people in the EU: a lawful basis for each use, data-processing agreements with processors, breach notification to the authority within 72 hours, fines up to €20M or 4% of worldwide turnover; health data is a special category',
    obligations: ['keep a record of processing and a privacy notice', 'sign data-processing agreements (Art. 28) with customers and sub-processors', 'run a DPIA for high-risk processing (health, children, large-scale monitoring)'],
    build: 'EU hosting or standard contractual clauses for transfers, data export and deletion per user, and privacy by default',
    source: 'Regulation (EU) 2016/679, applies since 25 May 2018', year: 2016,
  },
  {
    id: 'uk-gdpr', name: 'UK GDPR', aliases: ['uk gdpr', 'data protection act 2018', 'ico'], jurisdiction: 'GB', sectors: [],
    summary: 'the UK’s retained version of the GDPR with the Data Protection Act 2018, enforced by the Information Commissioner’s Office (ICO)',
    obligations: ['pay the ICO data-protection fee', 'keep a privacy notice and data-processing agreements as under the GDPR'],
    build: 'the same safeguards as the GDPR; UK adequacy covers transfers to the EU',
    source: 'UK GDPR and Data Protection Act 2018', year: 2018,
  },
  {
    id: 'ccpa', name: 'CCPA/CPRA', aliases: ['ccpa', 'cpra', 'california privacy'], jurisdiction: 'US', sectors: [], onMention: true,
    summary: 'California’s privacy law for for-profit businesses above a threshold (annual revenue above an indexed ~US$25M, or data of 100,000+ California consumers or households, or half of revenue from selling or sharing data): rights to know, delete, correct and opt out of sale or sharing',
    obligations: ['check the thresholds; most early startups are below them but their business customers may require the terms anyway'],
    build: 'data export and deletion per person and a "Do Not Sell or Share" control if you share data for advertising',
    source: 'California Consumer Privacy Act 2018 as amended by the CPRA (effective 2023)', year: 2018,
  },
  {
    id: 'ndpa', name: 'Nigeria Data Protection Act 2023 (NDPA)', aliases: ['ndpa', 'ndpr', 'nigeria data protection', 'ndpc'], jurisdiction: 'NG', sectors: [],
    summary: 'Nigeria’s data-protection law, enforced by the Nigeria Data Protection Commission (NDPC): lawful basis, consent records, breach notification to the Commission within 72 hours; data controllers of major importance register with the NDPC',
    obligations: ['appoint a data protection officer if you are a controller of major importance', 'register with the NDPC when required', 'publish a privacy policy and keep consent records'],
    build: 'consent capture with timestamps, access and deletion on request, and a breach log',
    source: 'Nigeria Data Protection Act 2023', year: 2023,
  },
  {
    id: 'dpdp', name: 'Digital Personal Data Protection Act 2023 (DPDP)', aliases: ['dpdp', 'dpdpa', 'digital personal data protection'], jurisdiction: 'IN', sectors: [],
    summary: 'India’s data-protection law: notice and consent for each purpose, verifiable parental consent for children under 18, duties for data fiduciaries enforced by the Data Protection Board of India; its rules phase the obligations in',
    obligations: ['give a clear notice and record consent per purpose', 'set up grievance redressal for users'],
    build: 'consent records, a way to withdraw consent as easily as it was given, and deletion once the purpose ends',
    source: 'Digital Personal Data Protection Act 2023', year: 2023,
  },
  {
    id: 'lgpd', name: 'LGPD', aliases: ['lgpd'], jurisdiction: 'BR', sectors: [],
    summary: 'Brazil’s general data-protection law, modelled on the GDPR and enforced by the ANPD',
    obligations: ['name a data protection officer (encarregado)', 'document a legal basis per use'],
    build: 'the same safeguards as the GDPR',
    source: 'Lei 13.709/2018, in force since September 2020', year: 2018,
  },
  {
    id: 'popia', name: 'POPIA', aliases: ['popia'], jurisdiction: 'ZA', sectors: [],
    summary: 'South Africa’s Protection of Personal Information Act, enforced by the Information Regulator since July 2021',
    obligations: ['register an information officer with the Information Regulator'],
    build: 'security safeguards and breach notification to the Regulator and the people affected',
    source: 'Protection of Personal Information Act 4 of 2013', year: 2013,
  },
  {
    id: 'kenya-dpa', name: 'Kenya Data Protection Act 2019', aliases: ['kenya data protection', 'odpc'], jurisdiction: 'KE', sectors: [],
    summary: 'Kenya’s data-protection law; controllers and processors above thresholds register with the Office of the Data Protection Commissioner (ODPC)',
    obligations: ['register with the ODPC if required'],
    build: 'consent records and breach notification to the ODPC',
    source: 'Data Protection Act 2019', year: 2019,
  },
  {
    id: 'soc2', name: 'SOC 2', aliases: ['soc 2', 'soc2'], jurisdiction: 'US', sectors: [], onMention: true,
    summary: 'an audit report (AICPA Trust Services Criteria) that mid-market and enterprise buyers ask SaaS vendors for; not a law',
    obligations: ['get a Type I report first, a Type II after a 3–12 month observation period, when deals start asking for it'],
    build: 'access reviews, change management, logging and vendor management, most of it automatable with compliance tools',
    source: 'AICPA Trust Services Criteria',
  },
  {
    id: 'iso27001', name: 'ISO/IEC 27001', aliases: ['iso 27001', 'iso27001'], jurisdiction: 'GLOBAL', sectors: [], onMention: true,
    summary: 'the international information-security management standard, certified by accredited bodies; common in European enterprise procurement',
    obligations: ['certify once enterprise buyers require it; SOC 2 is more common in the US'],
    build: 'an information-security management system with risk assessment and annex A controls',
    source: 'ISO/IEC 27001:2022', year: 2022,
  },
  // ── Hardware ────────────────────────────────────────────────────────────
  {
    id: 'fcc-part15', name: 'FCC Part 15', aliases: ['fcc', 'part 15', 'fcc id'], jurisdiction: 'US', sectors: [], archetypes: ['hardware_subscription'],
    summary: 'radio devices (intentional radiators) need FCC certification through a Telecommunication Certification Body before sale in the US; digital devices without radios use a Supplier’s Declaration of Conformity',
    obligations: ['use a pre-certified radio module to avoid a full intentional-radiator certification', 'budget lab tests for the finished product (unintentional emissions)'],
    build: 'follow the module maker’s integration rules (antenna, layout) so its grant still covers you',
    source: '47 CFR Part 15',
  },
  {
    id: 'ce-red', name: 'CE marking / Radio Equipment Directive (RED)', aliases: ['ce', 'ce mark', 'ce marking', 'red', 'radio equipment directive'], jurisdiction: 'EU', sectors: [], archetypes: ['hardware_subscription'],
    summary: 'radio products sold in the EU need a conformity assessment, technical file and CE marking under the RED; its cybersecurity requirements (EN 18031) apply from 1 August 2025',
    obligations: ['compile the technical file and declaration of conformity', 'test radio, EMC and electrical safety with a lab', 'meet the RED cybersecurity requirements for connected devices'],
    build: 'secure defaults: no shared default passwords, signed firmware updates, encrypted radio traffic',
    source: 'Directive 2014/53/EU; Delegated Regulation (EU) 2022/30', year: 2014,
  },
  {
    id: 'ukca', name: 'UKCA marking', aliases: ['ukca'], jurisdiction: 'GB', sectors: [], archetypes: ['hardware_subscription'],
    summary: 'Great Britain’s product mark under the Radio Equipment Regulations 2017; CE marking continues to be accepted in Great Britain for most products',
    obligations: ['check whether CE marking suffices for your product in Great Britain'],
    build: 'the same technical file as CE',
    source: 'Radio Equipment Regulations 2017 (UK)', year: 2017,
  },
  {
    id: 'ip-rating', name: 'IP ratings (IEC 60529)', aliases: ['ip67', 'ip65', 'ip66', 'ip68', 'ip rating', 'ip ratings', 'waterproof'], jurisdiction: 'GLOBAL', sectors: [], archetypes: ['hardware_subscription'],
    summary: 'the ingress-protection code: the first digit is dust (6 = dust-tight), the second water (5–6 = jets, 7 = immersion to 1 m for 30 minutes); outdoor sensors usually target IP65–IP67',
    obligations: ['have the enclosure tested to the rating you claim'],
    build: 'UV-stable enclosure, vented membrane against condensation, sealed cable glands',
    source: 'IEC 60529',
  },
  {
    id: 'ul', name: 'UL / NRTL safety listing', aliases: ['ul', 'ul listing', 'ul 62368', 'nrtl'], jurisdiction: 'US', sectors: [], archetypes: ['hardware_subscription'],
    summary: 'electrical-safety certification by a Nationally Recognized Testing Laboratory (UL, Intertek/ETL, CSA); not a federal requirement for every consumer product, but retailers, insurers and workplaces (OSHA) ask for it; UL 62368-1 covers ICT equipment',
    obligations: ['buy certified power supplies and batteries; certify the product when a channel or customer requires it'],
    build: 'lithium batteries need IEC 62133 and UN 38.3 test reports to ship',
    source: 'OSHA NRTL programme; UL 62368-1; UN 38.3 (transport of lithium batteries)',
  },
  // ── Food ────────────────────────────────────────────────────────────────
  {
    id: 'fda-fsma', name: 'FDA food facility rules (FSMA)', aliases: ['fda', 'fsma', 'cottage food'], jurisdiction: 'US', sectors: ['food'],
    summary: 'facilities that make, process, pack or hold food for US consumption register with the FDA and most need a written food-safety plan under FSMA; home kitchens fall under state cottage-food laws',
    obligations: ['register the facility with the FDA (unless exempt, such as restaurants and retail food establishments)', 'check your state’s cottage-food and local health-permit rules'],
    build: 'lot codes and traceability records for recalls',
    source: 'Food Safety Modernization Act', year: 2011,
  },
  {
    id: 'eu-food-hygiene', name: 'EU/UK food hygiene (HACCP)', aliases: ['haccp', 'food hygiene', 'food business registration'], jurisdiction: 'EU', sectors: ['food'],
    summary: 'food businesses apply HACCP-based procedures and register with the competent authority; in the UK, register with the local authority at least 28 days before trading',
    obligations: ['register the food business', 'write HACCP-based food-safety procedures and allergen information'],
    build: 'allergen data on every product page and order',
    source: 'Regulation (EC) 852/2004; UK Food Standards Agency', year: 2004,
  },
  {
    id: 'nafdac', name: 'NAFDAC registration', aliases: ['nafdac'], jurisdiction: 'NG', sectors: ['food', 'health'],
    summary: 'packaged food, drugs and cosmetics sold in Nigeria need registration with the National Agency for Food and Drug Administration and Control',
    obligations: ['register each packaged product with NAFDAC before selling it'],
    build: 'registration numbers on labels and listings',
    source: 'NAFDAC Act',
  },
  // ── Transport ───────────────────────────────────────────────────────────
  {
    id: 'transport-licensing', name: 'passenger-transport licensing', aliases: ['private hire', 'tnc', 'ride-hailing licence', 'taxi licence'], jurisdiction: 'GLOBAL', sectors: ['transport'],
    // Carrying people for hire only: a parking, freight or scooter business in the same sector is not licensed this way.
    onlyWhen: PASSENGERS,
    summary: 'carrying passengers for hire is licensed locally: operators and drivers (in London by TfL; in the US, transportation-network-company rules set by states and cities); drivers’ employment status is contested (California AB5 and Proposition 22)',
    obligations: ['get the operator licence in each city before launch', 'insurance that covers hire and reward', 'decide and document driver classification with a lawyer'],
    build: 'driver document checks and trip records the licensing authority can audit',
    source: 'local licensing law; California AB5 (2019) and Proposition 22 (2020)',
  },
  {
    id: 'parking-rules', name: 'parking-space rental rules', aliases: ['driveway rental', 'parking permit'], jurisdiction: 'GLOBAL', sectors: [], onlyWhen: PARKING,
    summary: 'letting parking spaces is governed by property, planning and tax rules: a host needs the right to let the space (lease, mortgage, HOA or building rules), local zoning or planning rules can limit commercial parking, and hosts’ income is taxable',
    obligations: ['ask each host to confirm they may let the space (owner, or landlord or HOA consent)', 'check the launch city’s planning or zoning rules for commercial parking before running a car park yourself', 'collect hosts’ tax details where platform reporting applies (DAC7 in the EU; the UK’s reporting rules for digital platforms since 2024)'],
    build: 'host declarations and tax fields at onboarding, and per-city rules in the listing flow',
    source: 'local planning and property law; UK Platform Operators (Due Diligence and Reporting Requirements) Regulations 2023',
    confirm: 'the launch city’s rules for letting private parking spaces',
  },
  {
    id: 'freight-authority', name: 'goods-vehicle operator authority', aliases: ['operator licence', 'o-licence', 'usdot number', 'mc number', 'broker authority', 'fmcsa'], jurisdiction: 'GLOBAL', sectors: ['transport'], onlyWhen: FREIGHT,
    summary: 'carrying goods by road for hire needs operator authority: in Great Britain an operator’s licence for goods vehicles over 3.5 tonnes (Traffic Commissioners); in the US a USDOT number for commercial vehicles in interstate commerce and, for for-hire carriers, operating authority (an MC number) from the FMCSA; a freight broker that arranges loads without its own trucks needs broker authority and a US$75,000 surety bond',
    obligations: ['decide whether you carry goods yourself or broker loads, and get the matching authority', 'check each carrier’s authority and insurance before it takes a load'],
    build: 'carrier records with authority numbers and insurance expiry dates, checked before each booking',
    source: 'Goods Vehicles (Licensing of Operators) Act 1995; 49 CFR Parts 365 and 387 (FMCSA)',
  },
  // ── Marketplaces ────────────────────────────────────────────────────────
  {
    id: 'eu-dsa', name: 'EU Digital Services Act (DSA)', aliases: ['dsa', 'digital services act'], jurisdiction: 'EU', sectors: [], archetypes: ['marketplace'],
    summary: 'every hosting service, platforms included, must offer notice-and-action for illegal content; online platforms, and marketplaces that must verify their traders (trader traceability), have further duties, from which micro and small enterprises (under 50 staff and €10M turnover) are exempt; it applies to all platforms since 17 February 2024',
    obligations: ['collect and verify trader identity before a business lists', 'publish terms and a way to report illegal listings'],
    build: 'seller verification, a report button on listings and a moderation log',
    source: 'Regulation (EU) 2022/2065', year: 2022,
    confirm: 'whether you are a micro or small enterprise, which exempts you from the platform and trader-traceability duties',
  },
  {
    id: 'dac7', name: 'DAC7 platform reporting', aliases: ['dac7'], jurisdiction: 'EU', sectors: [], archetypes: ['marketplace'],
    summary: 'platforms report their sellers’ income (sales of goods, personal services, rentals of property and of means of transport) to EU tax authorities each year, for periods since 1 January 2023; sellers of goods with fewer than 30 sales and under €2,000 a year are excluded',
    obligations: ['collect sellers’ tax identification data at onboarding', 'file the annual report'],
    build: 'seller tax fields and an annual export',
    source: 'Council Directive (EU) 2021/514', year: 2021,
  },
  {
    id: 'inform-act', name: 'INFORM Consumers Act', aliases: ['inform act', 'inform consumers act'], jurisdiction: 'US', sectors: [], archetypes: ['marketplace'],
    // Sales of consumer products: a rental or services marketplace is outside it.
    onlyWhen: PRODUCT_SALES,
    summary: 'since 27 June 2023, online marketplaces must collect and verify the bank, tax and contact details of high-volume third-party sellers: 200 or more sales of new or unused consumer products and US$5,000 or more in gross revenue in any continuous 12-month period of the last 24 months; sellers above US$20,000 a year must also be identified to buyers',
    obligations: ['collect and verify high-volume sellers’ bank, tax ID and contact details within 10 days of them qualifying, and re-certify yearly', 'give buyers a way to report suspicious conduct'],
    build: 'per-seller sales counters over a rolling 12 months, a verification flow and a reporting channel for consumers',
    source: 'INFORM Consumers Act, 15 U.S.C. § 45f (enforced by the FTC)', year: 2023,
    confirm: 'whether your sellers sell new or unused consumer products (rentals and services are outside the act)',
  },
  {
    id: 'str-rules', name: 'short-term rental rules', aliases: ['short-term rental', 'short term rental', 'str registration', 'local law 18'], jurisdiction: 'GLOBAL', sectors: ['real_estate', 'travel'],
    summary: 'cities license or cap short-term rentals (New York City’s Local Law 18 requires host registration since 2023); the EU short-term rental regulation, Regulation (EU) 2024/1028, applies from 20 May 2026: where a member state runs a registration scheme, platforms must show hosts’ registration numbers, check them at random and share activity data with the authorities',
    obligations: ['check each launch city’s host registration rules before listing there', 'show registration numbers where a city requires them'],
    build: 'a registration-number field per listing and per-city rules in the listing flow',
    source: 'NYC Local Law 18 (2022); Regulation (EU) 2024/1028', year: 2024,
  },
  // ── Non-profits ─────────────────────────────────────────────────────────
  {
    id: 'charity-status', name: 'charitable status', aliases: ['501(c)(3)', '501c3', 'charity commission', 'charitable status', 'cic'], jurisdiction: 'GLOBAL', sectors: ['social_impact'],
    summary: 'tax-exempt status lets donors deduct gifts and opens foundation grants: US 501(c)(3) through IRS Form 1023 (or a fiscal sponsor meanwhile); in England and Wales a charity with income over £5,000 registers with the Charity Commission, and a Community Interest Company (CIC) is the non-charity alternative',
    obligations: ['choose the legal form before taking donations', 'use a fiscal sponsor while the application is pending (US)'],
    build: 'donation receipts with the details tax authorities require',
    source: 'US Internal Revenue Code §501(c)(3); Charities Act 2011 (England and Wales)',
  },
];

const EU = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']);

/** The jurisdictions a country's founder deals with: its own, the EU for member states, and global standards. */
export function jurisdictionsOf(country: string | null | undefined): string[] {
  const c = (country ?? '').toUpperCase();
  if (!c) return ['GLOBAL'];
  return EU.has(c) ? [c, 'EU', 'GLOBAL'] : [c, 'GLOBAL'];
}

/**
 * The regulations that apply to a sector in a country (and to the archetype's mechanics: hardware,
 * marketplaces). Facts that only matter when named (PCI DSS, SOC 2, CCPA) are left out unless
 * `opts.all`. Unknown country: the global facts only, so nothing wrong is claimed.
 */
/**
 * The rules for a sector, country and archetype. `business` is the startup's own description:
 * rows that apply only to some businesses (`onlyWhen`) are listed when it matches, or with `all`.
 */
export function regulationsFor(sector: string | null | undefined, country: string | null | undefined, opts: { archetype?: string | null; all?: boolean; business?: string } = {}): Regulation[] {
  const where = new Set(jurisdictionsOf(country));
  return REGULATIONS.filter((r) => {
    if (!where.has(r.jurisdiction)) return false;
    if (r.onMention && !opts.all) return false;
    if (r.onlyWhen && !opts.all && !r.onlyWhen.test(opts.business ?? '')) return false;
    const bySector = r.sectors.length === 0 || (sector != null && (r.sectors as string[]).includes(sector));
    const byArchetype = !!opts.archetype && !!r.archetypes?.includes(opts.archetype as never);
    if (r.archetypes && r.sectors.length === 0) return byArchetype;
    return bySector || byArchetype;
  });
}
