import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { refuseControlCharacters } from '../../plugins/app/control-characters';
import { IMAGE_MAX_BYTES, imageTypeOf, type UploadedImage, withoutMetadata } from './image-files';

export const UNREADABLE_FORM = 'The form could not be read. Please try again.';

/** What a form with pictures accepts, and what it answers for each refusal (`n` counts the pictures from 1). */
export interface ImageFormRules {
  /** The one field that may carry files. */
  fileField: string;
  maxFiles: number;
  /** Store each picture redrawn without its metadata (pictures shown to others, where a GPS position must not travel). */
  stripMetadata?: boolean;
  messages: { tooLarge: (n: number) => string; notAnImage: (n: number) => string; tooMany: string };
}

/** A form's text fields and its pictures, each checked by its bytes and size; nothing stored yet. */
export interface ImageForm {
  fields: Record<string, unknown>;
  images: UploadedImage[];
}

/** The multipart plugin's limits for a form of up to `maxFiles` pictures and a few short text fields. */
export function imageFormLimits(maxFiles: number, maxBytes = IMAGE_MAX_BYTES): FastifyMultipartOptions {
  return {
    limits: { fileSize: maxBytes, files: maxFiles, fields: 10, fieldSize: 4 * 1024, parts: maxFiles + 10 },
    throwFileSizeLimit: true,
  };
}

/** Room in the body for `maxFiles` full-size pictures and the text fields around them. */
export const imageFormBodyLimit = (maxFiles: number, maxBytes = IMAGE_MAX_BYTES) => maxFiles * maxBytes + 64 * 1024;

/** Which picture was refused, for a form that takes several: the page marks that one. */
const which = (rules: ImageFormRules, picture: number) => (rules.maxFiles > 1 ? { picture } : undefined);

/**
 * What went wrong reading the form, for the caller. Everything thrown while the parts are read
 * comes from the request's bytes: the multipart plugin's limits (FST_ codes) and its parser's
 * own errors, which carry no code (a missing boundary, a body cut short, a broken part header).
 */
function formError(request: FastifyRequest, rules: ImageFormRules, error: unknown, picture: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(400, 'IMAGE_TOO_LARGE', rules.messages.tooLarge(picture), {}, which(rules, picture));
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'TOO_MANY_IMAGES', rules.messages.tooMany);
  request.log.info({ err: error }, 'unreadable form');
  return new AppError(400, 'BAD_REQUEST', UNREADABLE_FORM);
}

/**
 * Reads a multipart form whole before anything is stored: a picture that is too big, not a
 * JPEG, PNG or WebP by its bytes (and, when redrawn, one that does not decode), or one too many
 * refuses the whole form with 400.
 */
export async function readImageForm(request: FastifyRequest, rules: ImageFormRules): Promise<ImageForm> {
  const form: ImageForm = { fields: {}, images: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== rules.fileField) throw new AppError(400, 'BAD_REQUEST', `Only ${rules.fileField} may carry a file.`);
      // A form whose file input was left empty still sends an empty, nameless part.
      if (bytes.length === 0 && !part.filename) continue;
      const picture = form.images.length + 1;
      if (picture > rules.maxFiles) throw new AppError(400, 'TOO_MANY_IMAGES', rules.messages.tooMany);
      const extension = imageTypeOf(bytes);
      const notAnImage = () => new AppError(400, 'NOT_AN_IMAGE', rules.messages.notAnImage(picture), {}, which(rules, picture));
      if (!extension) throw notAnImage();
      const image = rules.stripMetadata ? await withoutMetadata({ bytes, extension }) : { bytes, extension };
      if (!image) throw notAnImage();
      form.images.push(image);
    }
  } catch (error) {
    throw formError(request, rules, error, form.images.length + 1);
  }
  // The edge check for control characters sees JSON bodies only; a form's fields are checked here.
  refuseControlCharacters(form.fields);
  return form;
}
