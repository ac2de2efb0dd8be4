export interface DevSetup {
  webPort: number;
  apiPort: number;
  publicUrl: string;
  serverEnv: NodeJS.ProcessEnv;
  webEnv: NodeJS.ProcessEnv;
}

export function devSetup(env: NodeJS.ProcessEnv): DevSetup;
