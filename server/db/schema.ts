/** Drizzle table definitions; they mirror migrations/*.sql, which are the source of truth. */
import { bigint, bigserial, boolean, date, doublePrecision, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import type { OutcomeResult } from '../../src/shared/exam-outcomes';

/** 'deleted' (migration 0026): an anonymised account kept for the academy's statistics; nobody signs in to it. */
export type Role = 'student' | 'operator' | 'deleted';

/** Groups of students ('Grupos', migration 0017): a class prepared for one sitting of the exam. */
export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  /** Unique whatever the case (an index on lower(name)). */
  name: text('name').notNull(),
  /** The group's exam date (Lima's calendar day); its members' 'Fecha de mi examen' unless they set their own. */
  examDate: date('exam_date', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
});

export const students = pgTable('students', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  tokenVersion: integer('token_version').notNull().default(0),
  /** The token version the latest password change set (migration 0004); null while it never changed. */
  passwordChangedVersion: integer('password_changed_version'),
  /** 'student' or 'operator' (migration 0006): operators use the console, students the course. */
  role: text('role').notNull().default('student').$type<Role>(),
  /** The one group the student is in (migration 0017); null: none. */
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the account was deleted and anonymised (migration 0026); null: in use. */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  duration: text('duration').notNull(),
  thumbnailUrl: text('thumbnail_url'),
  permalink: text('permalink'),
});

export const enrollments = pgTable(
  'enrollments',
  {
    studentId: integer('student_id').notNull().references(() => students.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last day of access, inclusive, in Lima ('YYYY-MM-DD'; migration 0006); null: no end date. */
    endsAt: date('ends_at', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.courseId] })],
);

export const attempts = pgTable(
  'attempts',
  {
    studentId: integer('student_id').notNull().references(() => students.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    examId: text('exam_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }).notNull(),
    answers: jsonb('answers').notNull().$type<{ questionId: string; selectedOptions: string[] }[]>(),
    score: integer('score').notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    contentHash: text('content_hash').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The version each question was given on (migration 0027); null: before versions (all version 1). */
    questionVersions: jsonb('question_versions').$type<Record<string, number>>(),
    /** The number 'Recalificar' gave it when it last rescored it (migration 0033); null: never rescored. */
    regradedSeq: bigint('regraded_seq', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.id] })],
);

export const rateLimitHits = pgTable('rate_limit_hits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** What the hit counts, when it is counted once per key (an attempt's id; migration 0008). */
  ref: text('ref'),
});

/** Answers synced from each device's review-event log (migration 0003); no foreign key to attempts. */
export const reviewEvents = pgTable(
  'review_events',
  {
    studentId: integer('student_id').notNull().references(() => students.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    questionId: text('question_id').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'string' }).notNull(),
    source: text('source').notNull().$type<'exam' | 'review'>(),
    attemptId: uuid('attempt_id'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Arrival order per student (migration 0007): the incremental pull's cursor. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** The version of the question it was given on (migration 0027); null: before versions. */
    questionVersion: integer('question_version'),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.id] })],
);

/** One-time password links, one per student and purpose (migration 0005); only the token's hash is kept. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    studentId: integer('student_id').notNull().references(() => students.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().$type<'reset' | 'welcome'>(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.purpose] })],
);


/** Every change an operator makes (migration 0006). */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
  operatorId: integer('operator_id').references(() => students.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  targetId: integer('target_id').references(() => students.id, { onDelete: 'set null' }),
  details: jsonb('details').notNull().$type<Record<string, unknown>>(),
});

/** 'Reportar un error' (migration 0006): the id is made on the device. */
export const questionReports = pgTable('question_reports', {
  id: uuid('id').primaryKey(),
  studentId: integer('student_id').notNull().references(() => students.id, { onDelete: 'cascade' }),
  questionId: text('question_id').notNull(),
  examId: text('exam_id'),
  attemptId: uuid('attempt_id'),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  status: text('status').notNull().default('open').$type<'open' | 'resolved'>(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'string' }),
  resolvedBy: integer('resolved_by').references(() => students.id, { onDelete: 'set null' }),
  note: text('note'),
});

/** Each student's study settings, synced across devices (migration 0009): the exam date. */
export const studySettings = pgTable('study_settings', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  examDate: date('exam_date', { mode: 'string' }),
  /** When the exam date was set; null while only the reminder settings were (migration 0015). */
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }),
  /** The daily reminder and the streak (migration 0015): minutes after local midnight (America/Lima). */
  remindersEnabled: boolean('reminders_enabled').notNull().default(false),
  reminderMinute: smallint('reminder_minute').notNull().default(1140),
  quietStartMinute: smallint('quiet_start_minute'),
  quietEndMinute: smallint('quiet_end_minute'),
  streakEnabled: boolean('streak_enabled').notNull().default(false),
  remindersUpdatedAt: timestamp('reminders_updated_at', { withTimezone: true, mode: 'string' }),
});

/**
 * Each student's learning state folded from their log (migration 0028, learning-state.ts): the
 * projection's kept state, so an upload folds in only its new events.
 */
export const studentLearningFolds = pgTable('student_learning_folds', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  state: text('state').notNull(),
});

/** Browsers' push subscriptions (migration 0016): one per device, owned by the student signed in on it. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  endpoint: text('endpoint').primaryKey(),
  studentId: integer('student_id')
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' }),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  tokenVersion: integer('token_version').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One reminder per student and Lima day (migration 0016): the round that claims the day sends it.
 * The claim is a lease (migration 0024): a row still 'claimed' after `leaseUntil` is taken over.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'string' }).notNull(),
    outcome: text('outcome').notNull().default('claimed').$type<'claimed' | 'sent' | 'nothing' | 'failed'>(),
    due: integer('due'),
    devices: integer('devices'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.day] })],
);

/** A batch of access codes an operator made (migration 0010). */
export const accessCodeBatches = pgTable('access_code_batches', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  createdBy: integer('created_by').references(() => students.id, { onDelete: 'set null' }),
  /** Days of access the code gives. */
  days: integer('days').notNull(),
  /** The last day (Lima, inclusive) the codes can be redeemed. */
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  size: integer('size').notNull(),
  /** The group a redeeming student joins (migration 0017); null: none. */
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
});

/** Single-use access codes (migration 0010): used once, by the redemption that sets `usedAt` first. */
export const accessCodes = pgTable('access_codes', {
  code: text('code').primaryKey(),
  batchId: integer('batch_id')
    .notNull()
    .references(() => accessCodeBatches.id, { onDelete: 'cascade' }),
  usedBy: integer('used_by').references(() => students.id, { onDelete: 'set null' }),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  /** Voided by an operator (migration 0032): refused at redemption. */
  voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'string' }),
  voidedBy: integer('voided_by').references(() => students.id, { onDelete: 'set null' }),
});

/** Notices to every student or to a group's ('Avisos', migrations 0011, 0017); `withdrawnAt` hides one from everyone. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  createdBy: integer('created_by').references(() => students.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  mailed: boolean('mailed').notNull().default(false),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'string' }),
  /** For this group's members only (migration 0017); null: for everyone. */
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
  /** The group's name when the notice was written (the audience of a notice whose group was deleted). */
  groupName: text('group_name'),
  /** When it was last edited (migration 0037); null: never. */
  editedAt: timestamp('edited_at', { withTimezone: true, mode: 'string' }),
});

/** Who closed which notice's banner (once each). */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.studentId] })],
);

/** A notice's mail to one recipient, a durable job claimed with a lease (migration 0037). */
export const announcementMails = pgTable(
  'announcement_mails',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'string' }).notNull().default('-infinity'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    outcome: text('outcome').$type<'sent' | 'failed' | 'skipped'>(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.studentId] })],
);

/** An import of a class list (migration 0025, issue 54 §2): the accounts it created and their way in. */
export const importBatches = pgTable('import_batches', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  operatorId: integer('operator_id').references(() => students.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull().default(''),
  /** Files of generated passwords made for it so far: a saved file is known by its generation. */
  generation: integer('generation').notNull().default(1),
});

export type ImportCredentials = 'pending' | 'handed' | 'mailed';

/** Each account an import created (migration 0025) and whether its way in reached anyone. */
export const importBatchStudents = pgTable('import_batch_students', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  batchId: integer('batch_id')
    .notNull()
    .references(() => importBatches.id, { onDelete: 'cascade' }),
  fileRow: integer('file_row').notNull(),
  /** 'pending': none yet; 'handed': its password is in a file the operator saved; 'mailed': its welcome link went out. */
  credentials: text('credentials').notNull().default('pending').$type<ImportCredentials>(),
  /** The batch generation its generated password belongs to; null: none generated. */
  generation: integer('generation'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'string' }),
});
export type ContentKind = 'question' | 'section';
export type ContentState = 'published' | 'retired';

/** Every version of every question and study-page section (migration 0027): append-only. */
export const contentVersions = pgTable('content_versions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull().$type<ContentKind>(),
  itemKey: text('item_key').notNull(),
  version: integer('version').notNull(),
  /** One number across all items, increasing with every publish: the devices' delta cursor. */
  contentVersion: bigint('content_version', { mode: 'number' }).notNull().unique(),
  state: text('state').notNull().$type<ContentState>(),
  origin: text('origin').notNull().$type<'baseline' | 'academy'>(),
  body: jsonb('body').notNull().$type<unknown>(),
  /** The baseline this version stands on (its own for a baseline version, its base's for an edit). */
  baselineHash: text('baseline_hash').notNull(),
  note: text('note'),
  createdBy: integer('created_by').references(() => students.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** An operator's unpublished edit of an item (migration 0027), one per item; never served. */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    kind: text('kind').notNull().$type<ContentKind>(),
    itemKey: text('item_key').notNull(),
    body: jsonb('body').notNull().$type<unknown>(),
    state: text('state').notNull().$type<ContentState>(),
    baseVersion: integer('base_version').notNull(),
    updatedBy: integer('updated_by').references(() => students.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemKey] })],
);

/** FSRS weight sets fitted on the academy's log (migration 0031); at most one active. */
export const fsrsParameterSets = pgTable('fsrs_parameter_sets', {
  version: serial('version').primaryKey(),
  /** The 21 weights as JSON text. */
  weights: text('weights').notNull(),
  reviews: integer('reviews').notNull(),
  trainItems: integer('train_items').notNull(),
  testItems: integer('test_items').notNull(),
  logLossBefore: doublePrecision('log_loss_before').notNull(),
  logLossAfter: doublePrecision('log_loss_after').notNull(),
  rmseBefore: doublePrecision('rmse_before').notNull(),
  rmseAfter: doublePrecision('rmse_after').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'string' }),
  rolledBackAt: timestamp('rolled_back_at', { withTimezone: true, mode: 'string' }),
  active: boolean('active').notNull().default(false),
});

/** How the real exam went (migration 0030), once per student and exam date, with the readiness as of that date. */
export const examOutcomes = pgTable('exam_outcomes', {
  id: uuid('id').primaryKey(),
  studentId: integer('student_id').notNull().references(() => students.id, { onDelete: 'cascade' }),
  examDate: date('exam_date', { mode: 'string' }).notNull(),
  result: text('result').notNull().$type<OutcomeResult>(),
  answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
  readiness: smallint('readiness'),
  readinessLow: smallint('readiness_low'),
  readinessHigh: smallint('readiness_high'),
  passProbability: doublePrecision('pass_probability'),
});

/**
 * A group's item analysis (migration 0039, issue 55 §7): item_statistics' sums over the first attempts
 * of the group's current members (role 'student'), kept as they change (answer-log.repository.ts).
 */
export const groupItemStatistics = pgTable(
  'group_item_statistics',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    version: integer('version').notNull(),
    answers: integer('answers').notNull(),
    correct: integer('correct').notNull(),
    sumRest: bigint('sum_rest', { mode: 'number' }).notNull(),
    sumRestSquared: bigint('sum_rest_squared', { mode: 'number' }).notNull(),
    sumRightRest: bigint('sum_right_rest', { mode: 'number' }).notNull(),
    /** Attempts that selected each option, by option index. */
    chosen: integer('chosen').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.questionId, table.version] })],
);

export const schema = {
  groupItemStatistics,
  fsrsParameterSets,
  examOutcomes,
  contentVersions,
  contentDrafts,
  groups,
  students,
  courses,
  enrollments,
  attempts,
  rateLimitHits,
  reviewEvents,
  passwordTokens,
  auditLog,
  questionReports,
  studySettings,
  accessCodeBatches,
  accessCodes,
  announcements,
  announcementDismissals,
  announcementMails,
  pushSubscriptions,
  importBatches,
  importBatchStudents,
  reminderSends,
};
