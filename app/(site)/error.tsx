"use client";

export { ErrorScreen as default } from "@/components/layout/error-screen";
