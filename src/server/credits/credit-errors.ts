// Messages the credit services raise.
export const INSUFFICIENT_CREDITS = "Insufficient credits";
export const USER_NOT_FOUND = "User not found";
