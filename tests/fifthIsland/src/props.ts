import * as v from 'valibot';

export const permitStatusPropsSchema = v.object({ permitId: v.optional(v.string()) });

export type PermitStatusProps = v.InferOutput<typeof permitStatusPropsSchema>;
