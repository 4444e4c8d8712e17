/**
 * openapi-fetch's options for an upload of one image in the multipart field `image` (the contract's uploads:
 * users' avatars, vehicle images, suppliers' avatars): the file as the body, sent as form data with its own boundary.
 */
export function imageUpload(file: Blob) {
  return {
    body: { image: file },
    bodySerializer: (body: { image?: unknown }) => {
      const form = new FormData();
      form.set('image', body.image as Blob);
      return form;
    },
  };
}
