/**
 * Earlier question lists of the exams, oldest first (written by scripts/generate-exam-sets.ts when a
 * rebuild changes an exam; never edited by hand). A run saved or an attempt made before a rebuild
 * answers one of them: the device resumes it with those questions and the server still accepts it.
 */
export const earlierExamSets: Readonly<Record<string, readonly (readonly string[])[]>> = {
  'principal-01': [
    ['q101', 'q125', 'q241', 'q116', 'q211', 'q201', 'q308', 'q316', 'q324', 'q407'],
  ],
  'principal-02': [
    ['q415', 'q221', 'q231', 'q301', 'q332', 'q429', 'q339', 'q401', 'q423', 'q436'],
  ],
  'principal-03': [
    ['q102', 'q126', 'q242', 'q103', 'q117', 'q212', 'q127', 'q202', 'q309', 'q317'],
  ],
  'principal-04': [
    ['q325', 'q408', 'q416', 'q243', 'q222', 'q232', 'q302', 'q333', 'q430', 'q104'],
  ],
  'principal-05': [
    ['q128', 'q340', 'q402', 'q424', 'q437', 'q244', 'q118', 'q213', 'q105', 'q203'],
  ],
  'principal-06': [
    ['q310', 'q318', 'q326', 'q409', 'q417', 'q129', 'q245', 'q223', 'q233', 'q303'],
  ],
  'principal-07': [
    ['q334', 'q431', 'q106', 'q119', 'q214', 'q130', 'q341', 'q403', 'q425', 'q438'],
  ],
  'principal-08': [
    ['q246', 'q107', 'q204', 'q311', 'q319', 'q327', 'q410', 'q418', 'q131', 'q108'],
  ],
  'principal-09': [
    ['q120', 'q215', 'q224', 'q234', 'q247', 'q304', 'q335', 'q432', 'q132', 'q205'],
  ],
  'principal-10': [
    ['q312', 'q320', 'q328', 'q411', 'q419', 'q109', 'q248', 'q342', 'q404', 'q426'],
  ],
  'principal-11': [
    ['q439', 'q133', 'q121', 'q216', 'q110', 'q225', 'q235', 'q305', 'q336', 'q433'],
  ],
  'principal-12': [
    ['q249', 'q134', 'q206', 'q313', 'q321', 'q329', 'q412', 'q420', 'q111', 'q122'],
  ],
  'complementario-01': [
    ['q217', 'q250', 'q135', 'q343', 'q405', 'q427', 'q440', 'q112', 'q226', 'q236'],
  ],
  'complementario-02': [
    ['q306', 'q337', 'q434', 'q251', 'q207', 'q314', 'q322', 'q330', 'q413', 'q421'],
  ],
  'complementario-03': [
    ['q136', 'q113', 'q123', 'q218', 'q252', 'q137', 'q114', 'q344', 'q406', 'q428'],
  ],
  'complementario-04': [
    ['q441', 'q227', 'q237', 'q307', 'q338', 'q435', 'q208', 'q315', 'q323', 'q331'],
  ],
  'complementario-05': [
    ['q414', 'q422', 'q124', 'q219', 'q253', 'q138', 'q115', 'q331', 'q323', 'q315'],
  ],
  'complementario-06': [
    ['q208', 'q435', 'q338', 'q307', 'q237', 'q227', 'q441', 'q428', 'q406', 'q344'],
  ],
  'complementario-07': [
    ['q114', 'q137', 'q252', 'q218', 'q123', 'q113', 'q136', 'q421', 'q413', 'q330'],
  ],
  'complementario-08': [
    ['q322', 'q314', 'q207', 'q251', 'q434', 'q337', 'q306', 'q236', 'q226', 'q112'],
  ],
  'complementario-09': [
    ['q440', 'q427', 'q405', 'q343', 'q135', 'q250', 'q217', 'q122', 'q111', 'q420'],
  ],
  'complementario-10': [
    ['q412', 'q329', 'q321', 'q313', 'q206', 'q134', 'q249', 'q433', 'q336', 'q305'],
  ],
  'complementario-11': [
    ['q235', 'q225', 'q110', 'q216', 'q121', 'q133', 'q439', 'q426', 'q404', 'q342'],
  ],
  'complementario-12': [
    ['q248', 'q109', 'q419', 'q411', 'q328', 'q320', 'q312', 'q205', 'q132', 'q432'],
  ],
};
