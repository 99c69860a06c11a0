import { Body, Controller, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ContactService } from './contact.service';
import { ContactMessageDto } from './dto/contact-message.dto';
import { ApiAnswer, ApiErrors } from '../api-docs/responses';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Post()
  @ApiAnswer(201, 'MessageResponse')
  @ApiErrors(400, 429)
  @ApiOperation({ summary: "Stores a visitor's message from the contact page (rate-limited per address)." })
  send(@Body() dto: ContactMessageDto, @Ip() ip: string): Promise<{ message: string }> {
    return this.contact.receive(dto, ip);
  }
}
