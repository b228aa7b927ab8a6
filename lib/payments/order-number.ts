/** The short order number learners and admins see ("#1A2B3C4D"): the payment id's first 8 characters. */
export const orderNumber = (paymentId: string) => paymentId.slice(0, 8).toUpperCase();
