/** /add-address sends visitors to /cart with this notice, shown there as a toast (spec §2). */
export const LOGIN_FOR_ADDRESS = 'login-for-address';
export const LOGIN_FOR_ADDRESS_URL = `/cart?notice=${LOGIN_FOR_ADDRESS}`;

/** The "choose an address" error toast: dismissed once an address is saved, so it does not linger beside "Ünvan əlavə edildi." */
export const SELECT_ADDRESS = 'select-address';
