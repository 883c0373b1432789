import { z } from 'zod';

/**
 * Answer schemas: every route declares what it answers (CONVENTIONS "one typed contract"), so the OpenAPI document
 * describes answers as well as inputs, the server strips whatever a schema does not name, and the web client infers
 * its types from the same schemas instead of declaring them by hand.
 */

/** A refusal or error (spec 000 §7): HTTP 200 with a catalogue code other than 0; `data` as the code documents it. */
export const failureEnvelopeSchema = z
  .object({
    code: z
      .number()
      .int()
      .refine((code) => code !== 0),
    msg: z.string(),
    eng_msg: z.string(),
    data: z.unknown(),
  })
  .meta({ id: 'Failure' });

/** Success: code 0 with the route's data. */
export const successEnvelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(0), msg: z.string(), eng_msg: z.string(), data });

/**
 * A route's `response` option: every answer is HTTP 200, either its data (code 0) or a failure envelope. The failure
 * comes from the error handler (a thrown AppError), never from a handler's return value, so the option's type names
 * the success envelope only: the compiler then checks that every handler's data matches its schema, while the
 * serializer and the OpenAPI document still know both shapes.
 */
export const answers = <T extends z.ZodType>(data: T) => ({
  200: z.union([successEnvelopeSchema(data), failureEnvelopeSchema]) as unknown as ReturnType<
    typeof successEnvelopeSchema<T>
  >,
});

/** For the rare route whose handler itself answers a non-zero code (an import job still running answers 1). */
export const answersOrFailure = <T extends z.ZodType>(data: T) => ({
  200: z.union([successEnvelopeSchema(data), failureEnvelopeSchema]),
});

/** One page of a list: the page's rows and the total matching the filter. */
export const pageSchema = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), total: z.number().int() });

/** An `{ id, name }` reference to another record, as the spec's records nest them. */
export const namedSchema = z.object({ id: z.number(), name: z.string() });

/** An answer naming the one record a call removed or made. */
export const idAnswerSchema = z.object({ id: z.number() });

/** The answer of a call that has nothing to say (log out). */
export const nullAnswerSchema = z.null();
