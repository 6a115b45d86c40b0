import type { ActionRow } from '../actions/action.row';
import { ActionGraph } from './action-graph';

const row = (id: string, order: number, extra: Partial<ActionRow> = {}): ActionRow =>
  ({ id, journey_id: '1', parent_id: null, branch: null, order_no: order, type: 'Wait', params: {}, notes: '', published: true, ...extra }) as ActionRow;

describe('ActionGraph', () => {
  const graph = new ActionGraph([
    row('1', 1),
    row('2', 2, { type: 'Decision' }),
    row('3', 1, { parent_id: '2', branch: 'True' }),
    row('4', 1, { parent_id: '2', branch: 'False', published: false }),
    row('5', 3),
  ]);

  it('runs top-level actions in order and ends after the last', () => {
    expect(graph.first()).toBe('1');
    expect(graph.after('1')).toBe('2');
    expect(graph.after('5')).toBeNull();
  });

  it('enters a branch, and rejoins after its Decision; an empty (or unpublished) branch goes straight on', () => {
    expect(graph.branch('2', 'True')).toBe('3');
    expect(graph.after('3')).toBe('5');
    expect(graph.branch('2', 'False')).toBe('5');
    expect(graph.action('4')).toBeUndefined();
  });
});
