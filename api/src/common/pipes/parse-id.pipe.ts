import { Injectable, type PipeTransform } from '@nestjs/common';
import { notFound } from '../errors/api-exception';

const MAX_ID = 2_147_483_647;

/** Path ids: anything but a positive 32-bit integer cannot name a row, so it is a 404 like an unknown id. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw notFound(this.notFoundMessage);
    return id;
  }
}
