export function migrateDeploy(databaseUrl: string): void;
