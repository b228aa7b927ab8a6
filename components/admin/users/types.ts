/** One row of GET /api/users (lib/users/admin listUsers). */
export type AdminUserRow = {
  _id: string;
  id: string;
  email: string;
  name: string;
  phone: string | null;
  isAdmin: boolean;
  disabled: boolean;
  createdAt: string;
};
