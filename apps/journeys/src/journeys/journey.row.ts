/** A journey as stored. */
export interface JourneyRow {
  id: string;
  user_id: number;
  name: string;
  trigger: string;
  trigger_params: Record<string, unknown>;
  status: 'Enabled' | 'Disabled';
  notes: string;
  created_at: string;
  updated_at: string;
}

/** Enrolment counts of a journey: Active now, and every enrolment ever. */
export interface JourneyCounts {
  active: number;
  total: number;
}
