// The call controls render with Mantine alone.
export { renderWithMantine as renderCall } from '../../../testing/render';
