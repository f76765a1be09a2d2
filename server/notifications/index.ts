// The notifications domain's public face: what other folders of the server (other domains, the operator
// commands, main.ts, the seed) may use. Everything else in server/notifications/ is its own business
// (eslint-rules/server-layers.js); app.ts mounts its *.routes.ts directly.
export { notifyGroupEntries } from './group-notifications.js';
export { mailWanted, notify, type NewNotification } from './notifications.js';
