/** Who may take money at the till: the owner, or staff with the calendar (2) or sales history (8). */
export const CHECKOUT_SERVICES = [2, 8];
