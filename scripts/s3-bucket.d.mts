// Types of s3-bucket.mjs, for the server tests that import it.
export interface S3Bucket {
  /** Path-style endpoint of the bucket's server; any credentials are accepted. */
  endpoint: string;
  close(): Promise<void>;
}
export function startS3Bucket(options: { directory: string; bucket: string }): Promise<S3Bucket>;
