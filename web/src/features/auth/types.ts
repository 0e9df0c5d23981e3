export type User = {
  object: 'user';
  id: string;
  displayName: string;
  email: string;
  photoURL?: string;
};

export type Session = { user: User; csrfToken: string };
