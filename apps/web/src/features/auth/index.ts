// What other features use of sign-in: the login and signup wording (its calls, their cache tags, and how it
// reads on the sign-in pages), which admins edit on /settings/loginverbiage and /settings/signupverbiage.
export { useGetLoginWordingQuery, useGetSignupWordingQuery, WORDING_TAGS } from './api';
export { Wording } from './components/Wording';
