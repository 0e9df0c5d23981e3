import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Badge, Card } from '@/components/ui/card';
import { Field, Select } from '@/components/ui/field';
import { ListSkeleton } from '@/components/ui/spinner';
import { Alert, EmptyState, ErrorState } from '@/components/ui/states';
import { applyServerError } from '@/features/sites/form-errors';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useCreateComment } from '../api/create-comment';
import { useCreateCommentReply } from '../api/create-comment-reply';
import { useCommentReplies } from '../api/get-comment-replies';
import { useComments } from '../api/get-comments';
import { useUpdateComment } from '../api/update-comment';
import { CommentSchema, type CommentValues } from '../schema';
import type { Comment, CommentStatus, Reaction } from '../types';

const THUMBS_UP = '👍';

const textarea =
  'block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:ring-inset focus:outline-none aria-invalid:ring-red-400';

/** A markdown body form: a textarea with its server or browser error underneath. */
function BodyForm({
  label,
  submitLabel,
  onSubmit,
  extra,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (markdown: string) => Promise<unknown>;
  extra?: React.ReactNode;
}) {
  const form = useForm<CommentValues>({
    resolver: zodResolver(CommentSchema),
    defaultValues: { markdown: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values.markdown);
      form.reset();
    } catch (error) {
      applyServerError(error, form.setError, (field) =>
        field.startsWith('body') ? 'markdown' : undefined,
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <Field label={label} error={errors.markdown?.message}>
        {(field) => (
          <textarea {...field} {...form.register('markdown')} rows={3} className={textarea} />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {extra ?? <span />}
        <Button type="submit" size="sm" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Reactions({
  reactions,
  userId,
  pending,
  onToggle,
}: {
  reactions: Reaction[];
  userId: string | undefined;
  pending: boolean;
  onToggle: (added: boolean) => void;
}) {
  const thumbs = reactions.find((reaction) => reaction.emoji === THUMBS_UP);
  const mine = !!thumbs?.users.some((entry) => entry.user.id === userId);
  return (
    <Button
      size="sm"
      variant={mine ? 'secondary' : 'ghost'}
      aria-pressed={mine}
      aria-label={mine ? 'Remove 👍' : 'Add 👍'}
      disabled={pending}
      onClick={() => onToggle(!mine)}
    >
      {THUMBS_UP} {thumbs?.count ?? 0}
    </Button>
  );
}

function CommentItem({
  spaceId,
  number,
  comment,
  userId,
}: {
  spaceId: string;
  number: string;
  comment: Comment;
  userId: string | undefined;
}) {
  const update = useUpdateComment(spaceId, number);
  const reply = useCreateCommentReply(spaceId, number, comment.id);
  const [showReplies, setShowReplies] = useState(false);
  const replies = useCommentReplies(spaceId, number, comment.id, showReplies);
  const resolved = comment.status === 'resolved';

  return (
    <li className="space-y-2 px-4 py-3" data-testid="comment">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-900">{comment.postedBy.displayName}</span>
        <span className="text-slate-500">{formatDate(comment.postedAt)}</span>
        {comment.target.page && <Badge>On {comment.target.page.title || 'a page'}</Badge>}
        {resolved && <Badge tone="green">Resolved</Badge>}
      </div>
      <p className="text-sm whitespace-pre-wrap text-slate-800">{comment.body.markdown}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Reactions
          reactions={comment.reactions}
          userId={userId}
          pending={update.isPending}
          onToggle={(added) =>
            update.mutate({
              commentId: comment.id,
              ...(added ? { addedReactions: [THUMBS_UP] } : { removedReactions: [THUMBS_UP] }),
            })
          }
        />
        <Button
          size="sm"
          variant="ghost"
          loading={update.isPending}
          onClick={() => update.mutate({ commentId: comment.id, resolved: !resolved })}
        >
          {resolved ? 'Reopen' : 'Resolve'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setShowReplies((value) => !value)}>
          {showReplies ? 'Hide replies' : `Replies (${comment.replies})`}
        </Button>
      </div>
      {update.isError && (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(update.error)}
        </p>
      )}
      {showReplies && (
        <div className="space-y-2 border-l-2 border-slate-100 pl-3">
          {replies.isPending ? (
            <ListSkeleton rows={1} label="Loading the replies" />
          ) : replies.isError ? (
            <ErrorState error={replies.error} title="Could not load the replies" />
          ) : (
            <ul className="space-y-2" aria-label="Replies">
              {replies.data.items.map((item) => (
                <li key={item.id} className="text-sm">
                  <span className="font-medium text-slate-900">{item.postedBy.displayName}</span>{' '}
                  <span className="text-slate-500">{formatDate(item.postedAt)}</span>
                  <p className="whitespace-pre-wrap text-slate-800">{item.body.markdown}</p>
                </li>
              ))}
            </ul>
          )}
          <BodyForm
            label="Reply"
            submitLabel="Reply"
            onSubmit={async (markdown) => {
              await reply.mutateAsync(markdown);
              await replies.refetch();
            }}
          />
        </div>
      )}
    </li>
  );
}

/** The discussion of a change request: comments with replies, 👍, resolve and reopen. */
export function Discussion({
  spaceId,
  number,
  userId,
  selectedPage,
}: {
  spaceId: string;
  number: string;
  userId: string | undefined;
  selectedPage: { id: string; title: string } | undefined;
}) {
  const [status, setStatus] = useState<CommentStatus>('open');
  const comments = useComments(spaceId, number, status);
  const create = useCreateComment(spaceId, number);
  const [onPage, setOnPage] = useState(false);

  return (
    <Card className="p-4">
      <section aria-label="Discussion" className="space-y-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">Discussion</h2>
          <Select
            aria-label="Comment status"
            value={status}
            onChange={(event) => setStatus(event.target.value as CommentStatus)}
            className="w-32"
          >
            <option value="open">Open</option>
            <option value="resolved">Resolved</option>
            <option value="all">All</option>
          </Select>
        </div>
        {comments.isPending ? (
          <ListSkeleton rows={2} label="Loading the comments" />
        ) : comments.isError ? (
          <ErrorState
            error={comments.error}
            title="Could not load the comments"
            onRetry={() => void comments.refetch()}
          />
        ) : comments.data.items.length === 0 ? (
          <EmptyState title={status === 'resolved' ? 'No resolved comments' : 'No comments yet'} />
        ) : (
          <ul
            className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200"
            aria-label="Comments"
          >
            {comments.data.items.map((comment) => (
              <CommentItem
                key={comment.id}
                spaceId={spaceId}
                number={number}
                comment={comment}
                userId={userId}
              />
            ))}
          </ul>
        )}
        <BodyForm
          label="New comment"
          submitLabel="Comment"
          onSubmit={(markdown) =>
            create.mutateAsync({
              ...(onPage && selectedPage ? { page: selectedPage.id } : {}),
              body: { markdown },
            })
          }
          extra={
            selectedPage ? (
              <label className="flex items-center gap-2 text-sm text-slate-600">
                <input
                  type="checkbox"
                  checked={onPage}
                  onChange={(event) => setOnPage(event.target.checked)}
                />
                On “{selectedPage.title}”
              </label>
            ) : undefined
          }
        />
      </section>
    </Card>
  );
}
