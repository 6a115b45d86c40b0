export { JourneysModule } from './journeys.module';
export { JOURNEYS_MIGRATIONS } from './database/journeys.migrations';
