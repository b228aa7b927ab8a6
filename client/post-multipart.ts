"use client";

import { changedFileMessage } from "@/client/chosen-files";
import { changedFileRefusal, failure, NETWORK_MESSAGE, TIMEOUT_MESSAGE, type ApiResult } from "@/client/api";
import { failureKind, isSuccessStatus } from "@/client/failure-kind";
import { signedOutByServer } from "@/client/unauthorized";

const UPLOAD_TIMEOUT_MS = 120_000;

function parse<T>(xhr: XMLHttpRequest): ApiResult<T> {
  let json: unknown;
  try {
    json = JSON.parse(xhr.responseText);
  } catch {
    json = undefined;
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) {
    return failure(
      xhr.status,
      isSuccessStatus(xhr.status) ? "The server sent an unexpected answer." : `Something went wrong (${xhr.status}). Please try again.`,
    );
  }
  const body = json as Partial<ApiResult<T>>;
  return {
    ...body,
    success: body.success === true && isSuccessStatus(xhr.status),
    message: typeof body.message === "string" ? body.message : undefined,
    kind: failureKind(xhr.status, body.kind),
    status: xhr.status,
  } as ApiResult<T>;
}

/**
 * POSTs a FormData to the product API like `apiFetch` (same origin, cookies, the same answer shape,
 * 401 → /login, never throws) but through XMLHttpRequest, because only XHR reports upload progress.
 * `onProgress` receives 0…1.
 */
export function postMultipart<T = unknown>(
  path: `/api/${string}`,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<ApiResult<T>> {
  return changedFileMessage(form).then((changed) => (changed ? changedFileRefusal(changed) : send<T>(path, form, onProgress)));
}

function send<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const result = parse<T>(xhr);
      if (result.kind === "Unauthenticated") signedOutByServer();
      resolve(result);
    };
    xhr.onerror = () => resolve(failure(0, NETWORK_MESSAGE));
    xhr.ontimeout = () => resolve(failure(0, TIMEOUT_MESSAGE));
    xhr.onabort = () => resolve(failure(0, "The upload was cancelled."));
    xhr.send(form);
  });
}
