/** Shapes of the API as the web app sees them (DESIGN section 3). */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string | null;
}

export type Role = 'USER' | 'ADMIN';

export interface User {
  id: string;
  username: string;
  email: string;
  role: Role;
  city: string;
  createdAt: string;
  updatedAt: string;
}

export interface AuthResponse {
  token: string;
  id: string;
  username: string;
  email: string;
  role: Role;
}

export interface Page<T> {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
}

/** Validation failures carry the offending fields and their French messages. */
export type FieldErrors = Record<string, string>;
