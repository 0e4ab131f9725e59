/**
 * The console's API as zod schemas (CONSOLE-API.md): what /api/admin answers and the bodies it
 * accepts. The server validates bodies with these schemas and types its answers with their
 * `z.infer` types, and the console reads the same types, so a field renamed on one side breaks the
 * other's typecheck instead of being copied by hand.
 *
 * The PWA imports this module with `import type` only: the schemas (and zod) stay out of its bundle.
 */
import { z } from 'zod';
import { isCalendarDate } from './course-access';
import { GROUP_NAME_MAX } from './groups';
import { isMailbox } from './login-rules';
import { ANNOUNCEMENT_MAX_LENGTH } from './announcements';
import { STUDENT_SORTS } from './console-rows';

/** How long a note on a resolved report may be. */
export const NOTE_MAX = 1000;
/** The most students added to a group in one request. */
export const MOVE_MAX = 500;
/** The most access codes created at once. */
export const MAX_BATCH = 500;

// ---- Pieces ----------------------------------------------------------------------------------

const paging = { total: z.number(), page: z.number(), pageSize: z.number() };

/** The largest id a row can have (PostgreSQL's integer); a larger one names no row, and must not reach SQL. */
export const MAX_ROW_ID = 2_147_483_647;
/** A row's id in a request body: a positive integer PostgreSQL can compare with its ids. */
const rowId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);

export const personSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type Person = z.infer<typeof personSchema>;

const namedRef = z.object({ id: z.number(), name: z.string() });

export const sortDirSchema = z.enum(['asc', 'desc']);
export type SortDir = z.infer<typeof sortDirSchema>;

// ---- Students --------------------------------------------------------------------------------

export const accessStatusSchema = z.enum(['active', 'expired', 'none']);

export const readinessSchema = z.object({ estimate: z.number(), low: z.number(), high: z.number(), early: z.boolean() });

/** A student as every console list shows them. */
export const studentRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  access: z.object({ status: accessStatusSchema, endsAt: z.string().nullable() }),
  lastActivityAt: z.string().nullable(),
  attempts: z.number(),
  bestScore: z.number().nullable(),
  readiness: readinessSchema.nullable(),
  /** The student's group ('Grupos'); null: none. */
  group: namedRef.nullable(),
});

export const studentSortSchema = z.enum(STUDENT_SORTS);

/** GET /students */
export const studentPageSchema = z.object({ students: z.array(studentRowSchema), ...paging });
export type StudentPage = z.infer<typeof studentPageSchema>;

export const attemptRowSchema = z.object({
  id: z.string(),
  examId: z.string(),
  examTitle: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  receivedAt: z.string(),
  answers: z.array(z.object({ questionId: z.string(), selectedOptions: z.array(z.string()) })),
  score: z.number(),
  correct: z.number(),
  total: z.number(),
  passed: z.boolean(),
});
export type AttemptRow = z.infer<typeof attemptRowSchema>;

/** GET /students/:id */
export const studentDetailSchema = z.object({
  student: studentRowSchema,
  attempts: z.array(attemptRowSchema),
  topics: z.array(z.object({ topic: z.number(), title: z.string(), answered: z.number(), correct: z.number() })),
  lastActivityAt: z.string().nullable(),
  learning: z.object({
    dueToday: z.number(),
    mastery: z.array(z.object({ topic: z.number(), mastery: z.number() })),
    answeredQuestions: z.number(),
  }),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

const endsAtSchema = z.string().refine(isCalendarDate, 'La fecha de fin no es válida: usa el formato AAAA-MM-DD.');

/** POST /students */
export const newStudentSchema = z.object({
  name: z.string().trim().min(1, 'Escribe el nombre del estudiante.').max(200, 'El nombre es demasiado largo.'),
  email: z.string().trim().max(254, 'El correo es demasiado largo.').refine(isMailbox, 'El correo no es válido.'),
  endsAt: endsAtSchema.nullable().optional(),
});
export type NewStudent = z.input<typeof newStudentSchema>;

/** The answer to POST /students: the password only when no welcome link was mailed. */
export const createdStudentSchema = z.object({ student: studentRowSchema, password: z.string().optional(), linkSent: z.boolean() });
export type CreatedStudent = z.infer<typeof createdStudentSchema>;

/** PATCH /students/:id: a correction of the name and/or the email (issue 54 §3). */
export const studentChangeSchema = z
  .object({
    name: newStudentSchema.shape.name.optional(),
    email: newStudentSchema.shape.email.optional(),
  })
  .refine((change) => change.name !== undefined || change.email !== undefined, 'Indica el nombre o el correo que cambia.');
export type StudentChange = z.input<typeof studentChangeSchema>;

/** The answer to PATCH /students/:id: `notified`: the email changed and both addresses were told (SMTP). */
export const updatedStudentSchema = z.object({ student: studentRowSchema, notified: z.boolean() });
export type UpdatedStudent = z.infer<typeof updatedStudentSchema>;

/** PUT /students/:id/access */
export const accessSchema = z.object({ endsAt: endsAtSchema.nullable() });

/** POST /students/:id/reset-link: mailed (SMTP), or without SMTP the one-time link to hand over. */
export const resetLinkSchema = z.object({ sent: z.boolean(), delivery: z.enum(['smtp', 'outbox', 'handover']).optional(), link: z.string().optional() });
export type ResetLinkResult = z.infer<typeof resetLinkSchema>;

// ---- Questions, reports, activity ------------------------------------------------------------

export const questionSortSchema = z.enum(['facility', 'discrimination', 'answers', 'id']);
export type QuestionSort = z.infer<typeof questionSortSchema>;

export const questionStatSchema = z.object({
  id: z.string(),
  /** The version these figures are about (issue 48 §4: each version its own statistics), and whether it is the question's current one. */
  version: z.number(),
  current: z.boolean(),
  topic: z.number(),
  text: z.string(),
  answers: z.number(),
  facility: z.number(),
  discrimination: z.number().nullable(),
  /** The chance of guessing it right, and 90 % ranges of both figures (server/lib/item-statistics.ts). */
  chance: z.number(),
  facilityLow: z.number(),
  facilityHigh: z.number(),
  discriminationLow: z.number().nullable(),
  discriminationHigh: z.number().nullable(),
  review: z.boolean(),
  options: z.array(z.object({ text: z.string(), chosen: z.number(), correct: z.boolean() })),
  source: z.object({ path: z.string(), anchor: z.string() }),
});
export type QuestionStat = z.infer<typeof questionStatSchema>;

/** GET /questions */
export const questionListSchema = z.object({ questions: z.array(questionStatSchema) });
export type QuestionList = z.infer<typeof questionListSchema>;

export const reportStatusSchema = z.enum(['open', 'resolved']);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const reportRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  student: personSchema,
  questionId: z.string(),
  questionText: z.string(),
  examId: z.string().nullable(),
  attemptId: z.string().nullable(),
  text: z.string(),
  status: reportStatusSchema,
  resolvedAt: z.string().nullable(),
  resolvedBy: personSchema.nullable(),
  note: z.string().nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** GET /reports */
export const reportListSchema = z.object({ reports: z.array(reportRowSchema) });
export type ReportList = z.infer<typeof reportListSchema>;

/** POST /reports/:id/resolve */
export const resolveSchema = z.object({ note: z.string().trim().max(NOTE_MAX, `La nota admite hasta ${NOTE_MAX} caracteres.`).optional() });

export const activityActionSchema = z.enum([
  'create-student',
  'grant-access',
  'change-access',
  'revoke-access',
  'send-reset-link',
  'resolve-report',
  'import-student',
  'create-codes',
  'void-code',
  'redeem-code',
  'create-announcement',
  'withdraw-announcement',
  'edit-announcement',
  'create-group',
  'update-group',
  'delete-group',
  'join-group',
  'leave-group',
  'reissue-import-passwords',
  'resend-import-links',
  'update-student',
  'delete-student',
  'publish-question',
  'publish-section',
  'regrade',
]);
export type ActivityAction = z.infer<typeof activityActionSchema>;

export const activityEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  operator: personSchema.nullable(),
  /** An ActivityAction; older entries may hold an action this version no longer writes. */
  action: z.string(),
  target: personSchema.nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /activity */
export const activityPageSchema = z.object({ entries: z.array(activityEntrySchema), ...paging });
export type ActivityPage = z.infer<typeof activityPageSchema>;

// ---- Imports ---------------------------------------------------------------------------------

export const importRowSchema = z.object({
  row: z.number(),
  name: z.string(),
  email: z.string(),
  endsAt: z.string().nullable(),
  group: z.string().nullable(),
  problems: z.array(z.string()),
});

/** The encodings an uploaded class list is read in (server/lib/upload-encoding.ts). */
export const uploadEncodingSchema = z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-1']);
export type UploadEncoding = z.infer<typeof uploadEncodingSchema>;

/** POST /imports/preview */
export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  valid: z.number(),
  invalid: z.number(),
  /** The encoding the file was read in (detected). */
  encoding: uploadEncodingSchema,
  /** What the new students get: a welcome link by mail (SMTP), or passwords for the operator to hand over. */
  delivery: z.enum(['link', 'passwords']),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importStepSchema = z.enum(['passwords', 'saving', 'mail']);
export type ImportStep = z.infer<typeof importStepSchema>;

/** POST /imports answers JSON lines, each one of these. */
export const importEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), step: importStepSchema, done: z.number(), total: z.number() }),
  z.object({
    type: z.literal('done'),
    created: z.number(),
    linksSent: z.number(),
    passwordsCsv: z.string().nullable(),
    /** The import's batch ('Importaciones anteriores'). */
    batchId: z.number(),
    /** The generation of the passwords in `passwordsCsv`, to confirm it was saved; null without passwords. */
    generation: z.number().nullable(),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ImportEvent = z.infer<typeof importEventSchema>;

/** Which accounts of a batch a new way in is for: those still waiting, or every one that never set its own password. */
export const recoveryScopeSchema = z.enum(['pending', 'unactivated']);
export type RecoveryScope = z.infer<typeof recoveryScopeSchema>;

export const importBatchSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  operator: personSchema.nullable(),
  fileName: z.string(),
  students: z.number(),
  /** Accounts whose way in has reached nobody yet. */
  pending: z.number(),
  /** Accounts that never set their own password. */
  unactivated: z.number(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

/** GET /imports/batches */
export const importBatchPageSchema = z.object({ batches: z.array(importBatchSchema), delivery: z.enum(['link', 'passwords']), ...paging });
export type ImportBatchPage = z.infer<typeof importBatchPageSchema>;

/** POST /imports/batches/:id/passwords and /links */
export const recoveryRequestSchema = z.object({ scope: recoveryScopeSchema.default('pending') });

/** POST /imports/batches/:id/passwords */
export const reissuedPasswordsSchema = z.object({ count: z.number(), generation: z.number(), passwordsCsv: z.string().nullable() });
export type ReissuedPasswords = z.infer<typeof reissuedPasswordsSchema>;

/** POST /imports/batches/:id/links */
export const resentLinksSchema = z.object({ sent: z.number(), failed: z.number() });
export type ResentLinks = z.infer<typeof resentLinksSchema>;

/** POST /imports/batches/:id/handed */
export const handedRequestSchema = z.object({ generation: z.number().int().positive() });

// ---- Codes -----------------------------------------------------------------------------------

export const codeStateSchema = z.enum(['free', 'used', 'expired', 'voided']);
export type CodeState = z.infer<typeof codeStateSchema>;

export const codeRowSchema = z.object({
  code: z.string(),
  batchId: z.number(),
  createdAt: z.string(),
  days: z.number(),
  expiresOn: z.string(),
  state: codeStateSchema,
  /** The group whoever redeems it joins; null: none. */
  group: namedRef.nullable(),
  usedAt: z.string().nullable(),
  usedBy: personSchema.nullable(),
});

export type CodeRow = z.infer<typeof codeRowSchema>;

/** GET /codes */
export const codePageSchema = z.object({ codes: z.array(codeRowSchema), ...paging });
export type CodePage = z.infer<typeof codePageSchema>;

/** POST /codes */
export const codeBatchSchema = z.object({
  count: z.number().int().min(1, 'Crea al menos 1 código.').max(MAX_BATCH, `Crea como máximo ${MAX_BATCH} códigos a la vez.`),
  days: z.number().int().min(1, 'El acceso debe durar al menos 1 día.').max(3650, 'El acceso puede durar como máximo 3650 días.'),
  expiresOn: z.string().refine(isCalendarDate, 'La fecha de vencimiento no es válida: usa el formato AAAA-MM-DD.'),
  /** The group whoever redeems a code joins (issue 36 §2). */
  groupId: rowId('El grupo no existe.').nullable().default(null),
});
export type CodeBatch = z.input<typeof codeBatchSchema>;

/** GET /codes/batches/:id: every code of a batch, to copy, download or print. */
export const codeBatchListSchema = z.object({
  batchId: z.number(),
  createdAt: z.string(),
  days: z.number(),
  expiresOn: z.string(),
  group: namedRef.nullable(),
  codes: z.array(z.object({ code: z.string(), state: codeStateSchema })),
});
export type CodeBatchList = z.infer<typeof codeBatchListSchema>;

export const createdCodesSchema = z.object({ batchId: z.number(), days: z.number(), expiresOn: z.string(), group: namedRef.nullable(), codes: z.array(z.string()) });
export type CreatedCodes = z.infer<typeof createdCodesSchema>;

// ---- Announcements ---------------------------------------------------------------------------

export const announcementRowSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  createdBy: namedRef.nullable(),
  body: z.string(),
  mailed: z.boolean(),
  withdrawnAt: z.string().nullable(),
  /** How many students closed its banner on Mis Cursos. */
  dismissed: z.number(),
  /** For this group's members only (its name as written then, if it was deleted since); null: everyone. */
  group: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  /** How many students it is for: the group's members, or every student. */
  audience: z.number(),
  /** When its text was last edited; null: never (optional for an older server). */
  editedAt: z.string().nullable().optional(),
});
export type AnnouncementRow = z.infer<typeof announcementRowSchema>;

/** GET /announcements */
export const announcementPageSchema = z.object({
  announcements: z.array(announcementRowSchema),
  ...paging,
  /** How many students there are (everyone a notice is for). */
  students: z.number(),
  /** Whether this server mails (SMTP); without it a notice is shown in the app alone. */
  canMail: z.boolean(),
});
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

/** POST /announcements */
export const newAnnouncementSchema = z.object({
  body: z
    .string({ error: 'Escribe el aviso.' })
    .trim()
    .min(1, 'Escribe el aviso.')
    .max(ANNOUNCEMENT_MAX_LENGTH, `El aviso puede tener como máximo ${ANNOUNCEMENT_MAX_LENGTH} caracteres.`),
  mail: z.boolean().default(false),
  /** For this group's members only; null: everyone. */
  groupId: rowId('El grupo no existe.').nullable().default(null),
});
export type NewAnnouncement = z.input<typeof newAnnouncementSchema>;

/** PATCH /announcements/:id: a live notice's new text (its audience, mail and closes stay). */
export const editedAnnouncementSchema = newAnnouncementSchema.pick({ body: true });
export type EditedAnnouncement = z.input<typeof editedAnnouncementSchema>;

export const postedAnnouncementSchema = z.object({ id: z.number(), mailed: z.number(), canMail: z.boolean() });
export type PostedAnnouncement = z.infer<typeof postedAnnouncementSchema>;

// ---- At risk ---------------------------------------------------------------------------------

export const atRiskReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('inactive'), since: z.string().nullable() }),
  z.object({ kind: z.literal('behind'), readiness: z.number().nullable(), examDate: z.string(), daysLeft: z.number() }),
  z.object({ kind: z.literal('ending'), endsAt: z.string(), daysLeft: z.number() }),
]);
export type AtRiskReason = z.infer<typeof atRiskReasonSchema>;

/** GET /at-risk */
export const atRiskPageSchema = z.object({
  students: z.array(personSchema.extend({ readiness: z.number().nullable(), lastActivityAt: z.string().nullable(), reasons: z.array(atRiskReasonSchema) })),
  ...paging,
  days: z.number(),
});
export type AtRiskPage = z.infer<typeof atRiskPageSchema>;

// ---- Groups ----------------------------------------------------------------------------------

export const groupSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The group's exam date ('YYYY-MM-DD', Lima); null: none. */
  examDate: z.string().nullable(),
  members: z.number(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

/** A group's page: its members' figures, from the server's learning state. */
export const groupFiguresSchema = z.object({
  members: z.number(),
  readiness: z.object({ bands: z.array(z.object({ from: z.number(), to: z.number(), students: z.number() })), noData: z.number() }),
  /** Weakest first: the members' average mastery (0–1) of each topic some member answered in. */
  topics: z.array(z.object({ topic: z.number(), title: z.string(), mastery: z.number(), students: z.number() })),
  activeLastWeek: z.number(),
});
export type GroupFiguresView = z.infer<typeof groupFiguresSchema>;

/** GET /groups */
export const groupPageSchema = z.object({ groups: z.array(groupSummarySchema), ...paging });
export type GroupPage = z.infer<typeof groupPageSchema>;
/** GET /groups/options */
export const groupOptionsSchema = z.object({ groups: z.array(groupSummarySchema) });
export type GroupOptions = z.infer<typeof groupOptionsSchema>;
/** GET /groups/:id */
export const groupDetailSchema = z.object({ group: groupSummarySchema, figures: groupFiguresSchema });
export type GroupDetail = z.infer<typeof groupDetailSchema>;
/** POST /groups, PATCH /groups/:id */
export const groupAnswerSchema = z.object({ group: groupSummarySchema });
export type GroupAnswer = z.infer<typeof groupAnswerSchema>;
/** POST /groups/:id/members */
export const groupMovedSchema = z.object({ moved: z.number(), group: groupSummarySchema });
export type GroupMoved = z.infer<typeof groupMovedSchema>;

const groupNameSchema = z
  .string({ error: 'Escribe el nombre del grupo.' })
  .trim()
  .min(1, 'Escribe el nombre del grupo.')
  .max(GROUP_NAME_MAX, `El nombre del grupo puede tener como máximo ${GROUP_NAME_MAX} caracteres.`);
const groupExamDateSchema = z
  .string({ error: 'La fecha del examen no es válida: usa el formato AAAA-MM-DD.' })
  .refine(isCalendarDate, 'La fecha del examen no es válida: usa el formato AAAA-MM-DD.')
  .nullable();

/** POST /groups */
export const newGroupSchema = z.object({ name: groupNameSchema, examDate: groupExamDateSchema.default(null) });
export type NewGroup = z.input<typeof newGroupSchema>;
/** PATCH /groups/:id */
export const groupChangeSchema = z
  .object({ name: groupNameSchema.optional(), examDate: groupExamDateSchema.optional() })
  .refine((body) => body.name !== undefined || body.examDate !== undefined, 'Indica el nuevo nombre o la fecha del examen.');
export type GroupChange = z.input<typeof groupChangeSchema>;
/** POST /groups/:id/members */
export const groupMembersSchema = z.object({
  studentIds: z
    .array(rowId('Uno de los estudiantes no existe.'), { error: 'Indica los estudiantes.' })
    .min(1, 'Elige al menos un estudiante.')
    .max(MOVE_MAX, `Puedes añadir como máximo ${MOVE_MAX} estudiantes a la vez.`),
});
