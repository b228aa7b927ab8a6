/** The demo's sign-ins (README.md, "Demo accounts"). The admin is created only when ADMIN_EMAIL is not set. */
export const DEMO_ADMIN = { email: "admin@anaesprep.test", password: "Admin123!" } as const;
export const DEMO_LEARNER = { email: "learner@anaesprep.test", password: "Learner123!", name: "Ayesha Khan" } as const;
