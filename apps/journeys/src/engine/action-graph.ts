import type { ActionRow } from '../actions/action.row';

/**
 * The runnable shape of a journey: only Published actions run (an unpublished Decision takes its branches with
 * it). After the last action of a branch the journey goes on after its Decision; after the last top-level action
 * the enrolment is Completed.
 */
export class ActionGraph {
  private readonly byId = new Map<string, ActionRow>();
  private readonly sequences = new Map<string, ActionRow[]>();

  constructor(rows: ActionRow[]) {
    for (const row of rows) if (row.published) this.byId.set(row.id, row);
    for (const row of this.byId.values()) {
      if (row.parent_id && !this.byId.has(row.parent_id)) continue;
      const key = seqKey(row.parent_id, row.branch);
      this.sequences.set(key, [...(this.sequences.get(key) ?? []), row]);
    }
    for (const seq of this.sequences.values()) seq.sort((a, b) => a.order_no - b.order_no || Number(a.id) - Number(b.id));
  }

  action(id: string | null): ActionRow | undefined {
    return id ? this.byId.get(id) : undefined;
  }

  /** the first action an entrant runs (null: nothing to run) */
  first(): string | null {
    return this.sequences.get(seqKey(null, null))?.[0]?.id ?? null;
  }

  /** the action after `id` (null: the journey is done) */
  after(id: string): string | null {
    const row = this.byId.get(id);
    if (!row) return null;
    const seq = this.sequences.get(seqKey(row.parent_id, row.branch)) ?? [];
    const next = seq[seq.indexOf(row) + 1];
    if (next) return next.id;
    return row.parent_id ? this.after(row.parent_id) : null;
  }

  /** the first action of a Decision's branch, or the action after the Decision when the branch is empty */
  branch(id: string, branch: 'True' | 'False'): string | null {
    return this.sequences.get(seqKey(id, branch))?.[0]?.id ?? this.after(id);
  }
}

function seqKey(parent: string | null, branch: string | null): string {
  return `${parent ?? ''}:${branch ?? ''}`;
}
