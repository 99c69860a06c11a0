import { IsInt } from 'class-validator';
import { ApiValidationPipe } from './validation.pipe';

class Dto {
  @IsInt()
  n: number;
}

describe('ApiValidationPipe', () => {
  const pipe = new ApiValidationPipe();

  it("hands a custom decorator's value back untouched, as ValidationPipe does without validateCustomDecorators", async () => {
    const user = { id: 1, n: 'not a number' };
    await expect(pipe.transform(user, { type: 'custom', metatype: Dto })).resolves.toBe(user);
  });

  it('still validates bodies and queries', async () => {
    await expect(pipe.transform({ n: 'x' }, { type: 'body', metatype: Dto })).rejects.toMatchObject({ status: 400 });
    await expect(pipe.transform({ n: 'x' }, { type: 'query', metatype: Dto })).rejects.toMatchObject({ status: 400 });
    await expect(pipe.transform({ n: 3 }, { type: 'body', metatype: Dto })).resolves.toBeInstanceOf(Dto);
  });
});
