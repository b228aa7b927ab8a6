// Test defaults; real services (DATABASE_URL, S3_*, SMTP) come from the caller's environment.
process.env.AUTH_SECRET ??= "test-secret-that-is-long-enough-for-jwt-0123456789";
process.env.APP_URL ??= "http://localhost:3000";
process.env.DATA_DIR ??= "memory://";
