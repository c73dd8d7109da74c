import { notYetAvailable } from '../lib/http';

export const handler = notYetAvailable();
