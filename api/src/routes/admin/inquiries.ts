import {
  type AdminInquiry,
  type AdminInquiryRow,
  adminInquiryListQuery,
  adminInquiryListReplySchema,
  adminInquiryParams,
  adminInquiryReplySchema,
  adminInquiryUpdateBody,
  inquiryNoteBody,
  inquiryReplyBody,
} from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { inquiryReplyMail } from '../../mail/inquiry-mails';
import { writtenMail } from '../../mail/render-mail';
import { INQUIRIES_PAGE_SIZE, type InquirySource, type InquiryWithSource } from '../../repositories/inquiry-repository';
import { roleAllows } from '../../staff/roles';

const INQUIRY_NOT_FOUND = 'Inquiry not found';
const PERMISSION = 'inquiries:answer';
/** The roles whose members an inquiry may be given to. */
const ASSIGNABLE_ROLES = STAFF_ROLES.filter((role) => roleAllows(role, PERMISSION));

/** Who wrote, as the inbox names them; the greeting a reply opens with; and what it was about. */
function senderOf(source: InquirySource): { from: string; greeting: string; subject: string } {
  if (source.kind === 'contact') return { from: source.row.name, greeting: source.row.name, subject: source.row.subject };
  if (source.kind === 'distributor') {
    const { firstName, lastName, companyName, city, state } = source.row;
    const name = `${firstName} ${lastName}`;
    return { from: companyName ? `${name} (${companyName})` : name, greeting: firstName, subject: `Dealership in ${city}, ${state}` };
  }
  const { contactPerson, companyName, orderType } = source.row;
  return { from: `${contactPerson} (${companyName})`, greeting: contactPerson, subject: `Wholesale inquiry (${orderType})` };
}

/** The form's fields as the sender filled them in, labelled as the form labels them. */
function fieldsOf(source: InquirySource): { label: string; value: string }[] {
  const rows = (pairs: [string, string][]) => pairs.map(([label, value]) => ({ label, value }));
  if (source.kind === 'contact') {
    const { name, email, subject, message } = source.row;
    return rows([
      ['Name', name],
      ['E-mail', email],
      ['Subject', subject],
      ['Message', message],
    ]);
  }
  if (source.kind === 'distributor') {
    const row = source.row;
    return rows([
      ['First name', row.firstName],
      ['Last name', row.lastName],
      ['Mobile number', row.mobileNumber],
      ['Company name', row.companyName],
      ['E-mail', row.email],
      ['Company address', row.companyAddress],
      ['State', row.state],
      ['District / City', row.city],
      ['Message', row.message],
    ]);
  }
  const row = source.row;
  return rows([
    ['Company name', row.companyName],
    ['Contact person', row.contactPerson],
    ['E-mail', row.email],
    ['Phone', row.phone],
    ['Address', row.address],
    ['City', row.city],
    ['State', row.state],
    ['Postal code', row.postalCode],
    ['Order type', row.orderType],
    ['Delivery timeline', row.deliveryTimeline],
    ['Notes', row.notes],
  ]);
}

function rowView({ inquiry, source, assigneeName }: InquiryWithSource): AdminInquiryRow {
  const { from, subject } = senderOf(source);
  return {
    id: inquiry.id,
    kind: inquiry.kind,
    status: inquiry.status,
    receivedAt: inquiry.receivedAt,
    from,
    email: source.row.email,
    subject,
    assignee: inquiry.assigneeId && assigneeName ? { id: inquiry.assigneeId, name: assigneeName } : null,
  };
}

async function inquiryView(app: FastifyInstance, inquiryId: string): Promise<AdminInquiry> {
  const found = await app.repositories.inquiries.find(inquiryId);
  if (!found) throw notFound(INQUIRY_NOT_FOUND);
  const repository = app.repositories.inquiries;
  const [work, products, assignees] = await Promise.all([
    repository.workOn(inquiryId),
    found.source.kind === 'wholesale' ? repository.productsOf(inquiryId) : [],
    repository.assignees(ASSIGNABLE_ROLES),
  ]);
  return {
    ...rowView(found),
    version: found.inquiry.version,
    fields: fieldsOf(found.source),
    products,
    notes: work.notes.map(({ note, by }) => ({ id: note.id, text: note.text, at: note.at, by })),
    replies: work.replies.map(({ reply, by, mailState }) => ({
      id: reply.id,
      text: reply.text,
      at: reply.at,
      by,
      to: reply.recipient,
      mail: reply.mailId && mailState ? { id: reply.mailId, state: mailState } : null,
    })),
    history: work.events.map(({ event, by }) => ({ at: event.at, by, ...event.change })),
    assignees,
  };
}

/** A refusal of one field, in the shape of the schema's own (400 with a message for the field). */
const fieldError = (field: string, message: string) => new z.ZodError([{ code: 'custom', path: [field], message, input: undefined }]);

/** The inbox of contact messages, dealership and wholesale inquiries (decision 034), for staff who answer them. */
const adminInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here needs the same permission: checked once, before each route's own checks.
  app.addHook('preHandler', app.requirePermission(PERMISSION));
  const repository = app.repositories.inquiries;
  const staffIdOf = (staff: { id: string } | null | undefined) => {
    if (!staff) throw new Error('no staff member after requirePermission');
    return staff.id;
  };

  app.get(
    '/inquiries',
    { schema: { querystring: adminInquiryListQuery, response: { 200: adminInquiryListReplySchema } } },
    async (request) => {
      const { rows, page, total } = await repository.list(request.query);
      return ok({ inquiries: rows.map(rowView), page, pageSize: INQUIRIES_PAGE_SIZE, total });
    },
  );

  app.get(
    '/inquiries/:inquiryId',
    { schema: { params: adminInquiryParams, response: { 200: adminInquiryReplySchema } } },
    async (request) => ok(await inquiryView(app, request.params.inquiryId)),
  );

  /**
   * A new status and/or assignee, from the version the caller read: 409 with the version there is
   * when a colleague changed it since, 400 for someone who does not answer inquiries.
   */
  app.patch(
    '/inquiries/:inquiryId',
    {
      schema: { params: adminInquiryParams, body: adminInquiryUpdateBody, response: { 200: adminInquiryReplySchema } },
    },
    async (request) => {
      const { inquiryId } = request.params;
      const { version, status, assigneeId } = request.body;
      const result = await repository.update({
        inquiryId,
        version,
        status,
        assigneeId,
        staffId: staffIdOf(request.staff),
        assignableRoles: ASSIGNABLE_ROLES,
      });
      if (result.kind === 'not-found') throw notFound(INQUIRY_NOT_FOUND);
      if (result.kind === 'unknown-assignee') throw fieldError('assigneeId', 'Choose a staff member who answers inquiries.');
      if (result.kind === 'stale')
        throw new AppError(
          409,
          'STALE_INQUIRY',
          'Someone changed this inquiry after you opened it. Look at it again, then make your change.',
          {},
          { version: result.inquiry.version, status: result.inquiry.status, assigneeId: result.inquiry.assigneeId },
        );
      const { before, after } = result;
      if (after.version !== before.version)
        await app.staffAudit(request, {
          action: 'inquiry.update',
          target: inquiryId,
          before: { status: before.status, assigneeId: before.assigneeId },
          after: { status: after.status, assigneeId: after.assigneeId },
        });
      return ok(await inquiryView(app, inquiryId), 'Inquiry updated');
    },
  );

  /** A staff-only note: the sender never sees it. */
  app.post(
    '/inquiries/:inquiryId/notes',
    { schema: { params: adminInquiryParams, body: inquiryNoteBody, response: { 201: adminInquiryReplySchema } } },
    async (request, reply) => {
      const { inquiryId } = request.params;
      if (!(await repository.find(inquiryId))) throw notFound(INQUIRY_NOT_FOUND);
      const note = await repository.addNote({ inquiryId, staffId: staffIdOf(request.staff), text: request.body.text });
      await app.staffAudit(request, { action: 'inquiry.note', target: inquiryId, after: { noteId: note.id, text: note.text } });
      return reply.code(201).send(ok(await inquiryView(app, inquiryId), 'Note added'));
    },
  );

  /**
   * Mails a reply to the sender through the mail queue and keeps it with the inquiry; the inquiry
   * becomes answered unless it was closed. 409 when the sender left no e-mail address.
   */
  app.post(
    '/inquiries/:inquiryId/replies',
    { schema: { params: adminInquiryParams, body: inquiryReplyBody, response: { 201: adminInquiryReplySchema } } },
    async (request, reply) => {
      const { inquiryId } = request.params;
      const { text } = request.body;
      const result = await repository.reply({
        inquiryId,
        staffId: staffIdOf(request.staff),
        text,
        mail: (recipient, source, replyId) => {
          const { greeting, subject } = senderOf(source);
          return writtenMail(inquiryReplyMail(recipient, greeting, subject, text), `inquiry:${inquiryId}:reply:${replyId}`);
        },
      });
      if (result.kind === 'not-found') throw notFound(INQUIRY_NOT_FOUND);
      if (result.kind === 'no-address')
        throw new AppError(409, 'NO_EMAIL_ADDRESS', 'The sender left no e-mail address: call them on the number they gave.');
      // The mail was written with the reply; it is tried now, and the queue retries it.
      await app.mailQueue.flush();
      const { before, after } = result;
      await app.staffAudit(request, {
        action: 'inquiry.reply',
        target: inquiryId,
        before: { status: before.status },
        after: { status: after.status, replyId: result.replyId, mailId: result.mailId, to: result.recipient },
      });
      return reply.code(201).send(ok(await inquiryView(app, inquiryId), `Reply queued to ${result.recipient}`));
    },
  );
};

export default adminInquiryRoutes;
