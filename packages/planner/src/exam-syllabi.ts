/**
 * The sections of well-known exams, as their boards name them (decision 107): a plan for "CCNA in 8 weeks" works on
 * IP connectivity and security fundamentals in turn, one for the GMAT on quantitative reasoning, verbal reasoning and
 * data insights. Read over `normalize`d text (lower case, ASCII digits); the first exam named wins. Section names stay
 * as the boards write them, in the exam's own language (DELE's in Spanish, Goethe's in German).
 */
type Syllabus = { exam: RegExp; sections: readonly string[] };

const SYLLABI: readonly Syllabus[] = [
  {
    exam: /\bccna\b|\b200 ?301\b/,
    sections: [
      'network fundamentals',
      'network access',
      'IP connectivity',
      'IP services',
      'security fundamentals',
      'automation and programmability',
    ],
  },
  {
    exam: /\bsecurity ?\+|\bsec ?\+|\bsy0 ?\d+/,
    sections: [
      'general security concepts',
      'threats, vulnerabilities and mitigations',
      'security architecture',
      'security operations',
      'security program management and oversight',
    ],
  },
  {
    exam: /\bnetwork ?\+|\bn10 ?\d+/,
    sections: [
      'networking concepts',
      'network implementation',
      'network operations',
      'network security',
      'network troubleshooting',
    ],
  },
  {
    exam: /\baz ?900\b/,
    sections: ['cloud concepts', 'Azure architecture and services', 'Azure management and governance'],
  },
  {
    exam: /\baws\b.{0,30}\b(?:solutions architect|saa)\b|\bsaa ?c0\d\b/,
    sections: [
      'secure architectures',
      'resilient architectures',
      'high-performing architectures',
      'cost-optimized architectures',
    ],
  },
  { exam: /\bpmp\b/, sections: ['people', 'process', 'business environment'] },
  {
    exam: /\bcpa\b.{0,40}\bfar\b|\bfar\b.{0,40}\bcpa\b/,
    sections: [
      'the conceptual framework and financial reporting',
      'select financial statement accounts',
      'select transactions',
      'state and local governments',
    ],
  },
  {
    exam: /\bcpa\b.{0,40}\baud\b|\baud\b.{0,40}\bcpa\b/,
    sections: [
      'ethics and professional responsibilities',
      'assessing risk and planning',
      'performing further procedures',
      'forming conclusions and reporting',
    ],
  },
  {
    exam: /\bcpa\b.{0,40}\breg\b|\breg\b.{0,40}\bcpa\b/,
    sections: [
      'ethics and federal tax procedures',
      'business law',
      'federal taxation of property transactions',
      'federal taxation of individuals',
      'federal taxation of entities',
    ],
  },
  { exam: /\bcpa\b/, sections: ['FAR', 'AUD', 'REG', 'your discipline section'] },
  {
    exam: /\bcfa\b/,
    sections: [
      'ethical and professional standards',
      'quantitative methods',
      'economics',
      'financial statement analysis',
      'corporate issuers',
      'equity investments',
      'fixed income',
      'derivatives',
      'alternative investments',
      'portfolio management',
    ],
  },
  {
    exam: /\bcma\b/,
    sections: [
      'external financial reporting',
      'planning, budgeting and forecasting',
      'performance management',
      'cost management',
      'internal controls',
      'technology and analytics',
    ],
  },
  { exam: /\bgmat\b/, sections: ['quantitative reasoning', 'verbal reasoning', 'data insights'] },
  { exam: /\bgre\b/, sections: ['verbal reasoning', 'quantitative reasoning', 'analytical writing'] },
  { exam: /\blsat\b/, sections: ['logical reasoning', 'reading comprehension', 'LSAT Writing'] },
  {
    exam: /\bmcat\b/,
    sections: [
      'chemical and physical foundations',
      'critical analysis and reasoning skills (CARS)',
      'biological and biochemical foundations',
      'psychological, social and biological foundations',
    ],
  },
  // "SAT" and "ACT" are also words ("I sat", "act now"): only as a test someone takes or scores.
  {
    exam: /\b(?:the|my|his|her|a|take the|taking the|psat and) sat\b|\bsat (?:exam|test|score|prep|math)\b|\bsat\b.{0,15}\b1\d{3}\b/,
    sections: ['reading and writing', 'math'],
  },
  {
    exam: /\b(?:the|my|his|her|take the|taking the) act\b(?! (?:like|as|of|on|now))|\bact (?:exam|test|score|prep)\b|\bact\b.{0,15}\b(?:[12]\d|3[0-6])\b.{0,10}\bcomposite\b/,
    sections: ['English', 'math', 'reading', 'science'],
  },
  {
    exam: /\bnclex\b/,
    sections: [
      'management of care',
      'safety and infection control',
      'health promotion and maintenance',
      'psychosocial integrity',
      'basic care and comfort',
      'pharmacological therapies',
      'reduction of risk potential',
      'physiological adaptation',
    ],
  },
  {
    exam: /\b(?:ube|mbe|bar exam)\b/,
    sections: [
      'MBE: civil procedure',
      'MBE: constitutional law',
      'MBE: contracts',
      'MBE: criminal law and procedure',
      'MBE: evidence',
      'MBE: real property',
      'MBE: torts',
      'MEE essays',
      'MPT performance test',
    ],
  },
  {
    exam: /\breal estate\b.{0,40}\b(?:exam|license|licence|test)\b/,
    sections: [
      'property ownership and land use',
      'valuation and market analysis',
      'financing',
      'agency and contracts',
      'transfer of property',
      'practice of real estate and disclosures',
      'your state portion',
    ],
  },
  {
    exam: /\b(?:citizenship|naturali[sz]ation)\b.{0,40}\b(?:test|exam|interview)\b|\bcivics test\b/,
    sections: [
      'civics: American government',
      'civics: American history',
      'civics: symbols and holidays',
      'English reading',
      'English writing',
      'the interview questions',
    ],
  },
  { exam: /\bielts\b|ايلتس|آيلتس/, sections: ['listening', 'reading', 'writing task 1', 'writing task 2', 'speaking'] },
  { exam: /\btoefl\b|توفل/, sections: ['reading', 'listening', 'speaking', 'writing'] },
  {
    exam: /\bdele\b/,
    sections: [
      'comprensión de lectura',
      'comprensión auditiva',
      'expresión e interacción escritas',
      'expresión e interacción orales',
    ],
  },
  {
    exam: /\bdelf\b|\bdalf\b/,
    sections: ["compréhension de l'oral", 'compréhension des écrits', 'production écrite', 'production orale'],
  },
  { exam: /\bgoethe\b|\btelc\b/, sections: ['Lesen', 'Hören', 'Schreiben', 'Sprechen'] },
  {
    exam: /\btestdaf\b/,
    sections: ['Leseverstehen', 'Hörverstehen', 'Schriftlicher Ausdruck', 'Mündlicher Ausdruck'],
  },
  { exam: /\bjlpt\b/, sections: ['vocabulary and kanji', 'grammar', 'reading', 'listening (choukai)'] },
  {
    exam: /\bdriving theory\b|\btheory test\b|\bhazard perception\b/,
    sections: ['Highway Code questions', 'road signs', 'hazard perception clips', 'a full mock test'],
  },
  {
    exam: /\bf(?:u|ue)hrerschein\b|\btheoriepr(?:u|ue)fung\b/,
    sections: [
      'Gefahrenlehre',
      'Vorfahrt und Verkehrsregeln',
      'Verkehrszeichen',
      'Technik und Umwelt',
      'Prüfungsbogen',
    ],
  },
  {
    exam: /\babrsm\b|\btrinity\b.{0,20}\bgrade\b/,
    sections: ['pieces', 'scales and arpeggios', 'sight-reading', 'aural tests'],
  },
];

/** The sections of the exam the text names, in the board's order, or none. */
export function syllabusOf(normalized: string): readonly string[] {
  return SYLLABI.find(({ exam }) => exam.test(normalized))?.sections ?? [];
}
