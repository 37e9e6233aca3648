export { GoogleCallbackPage as Component } from '../../features/calendar/components/google-callback-page';
