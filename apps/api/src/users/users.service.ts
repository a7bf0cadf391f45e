// The admin user rules live in @leadsignal/accounts; this path stays for the credits controller's import.
export { UsersService } from '@leadsignal/accounts';
