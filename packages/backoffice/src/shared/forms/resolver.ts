import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueKey } from './messages';

/**
 * react-hook-form's zod resolver over a contract schema, with zod's issues turned into message
 * keys (messages.ts) so field errors show in the staff member's language.
 */
export function formResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema as never, { error: ((iss: Parameters<typeof issueKey>[0]) => issueKey(iss)) as never }) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
}
