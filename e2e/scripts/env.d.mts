export declare const E2E: {
  repo: string;
  viaBff: boolean;
  bffPort: number;
  webPort: number;
  pgPort: number;
  bffURL: string;
  baseURL: string;
  dataDir: string;
  owner: { email: string; password: string };
};
