import { z } from 'zod';

export const SubjectSchema = z.object({
  subject: z.string().trim().max(100, 'Use at most 100 characters'),
});
export type SubjectValues = z.infer<typeof SubjectSchema>;

export const NewPageSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(100, 'Use at most 100 characters'),
  markdown: z.string().max(1_000_000),
});
export type NewPageValues = z.infer<typeof NewPageSchema>;

export const CommentSchema = z.object({
  markdown: z.string().refine((s) => s.trim().length > 0, 'Write something first'),
});
export type CommentValues = z.infer<typeof CommentSchema>;
