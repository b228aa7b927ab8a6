import "server-only";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Env } from "@/lib/env";
import { assertObjectKey, type StorageDriver } from "./driver";

export type S3StorageConfig = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export function s3ConfigFromEnv(env: Env): S3StorageConfig | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
}

export function createS3Storage(config: S3StorageConfig): StorageDriver {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Without explicit keys the SDK falls back to its default chain (instance role, ~/.aws, …).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Newer SDKs add CRC checksum headers to every request and x-amz-checksum-mode to presigned
    // URLs by default; several S3-compatible servers reject them. Only send what S3 requires.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  return {
    async putObject(key, body, contentType) {
      assertObjectKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.byteLength }));
    },

    async getObject(key) {
      assertObjectKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = response.Body ? await response.Body.transformToByteArray() : new Uint8Array();
        return { body, contentType: response.ContentType ?? "application/octet-stream", size: body.byteLength };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async deleteObject(key) {
      assertObjectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async signedGetUrl(key, expiresInSeconds, signedAt = new Date()) {
      assertObjectKey(key);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: expiresInSeconds, signingDate: signedAt });
    },
  };
}
