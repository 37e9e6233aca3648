// The agents feature's tests use the shared helpers under their historical name.
export { deferred, json, mockApi, renderPage as renderWithProviders } from '../../../testing/render';
