import { Body, Controller, Get, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthResponse, User as UserJson } from '@physio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentToken, CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { CSRF_COOKIE, CsrfProtected } from '../common/guards/csrf.guard';
import { LocalAuthGuard } from '../common/guards/local-auth.guard';
import { readCookie } from '../common/http/cookies';
import { AuthService } from './auth.service';
import { CsrfService } from './csrf.service';
import { ChangePasswordDto, ForgotPasswordDto, ResetPasswordDto } from './dto/password-reset.dto';
import { PasswordResetService } from './password-reset.service';
import { SignInDto } from './dto/sign-in.dto';
import { SignUpDto } from './dto/sign-up.dto';
import type { User } from './entities/user.entity';
import { toUserJson } from './user.mapper';
import { ApiAnswer, ApiErrors, ApiTokenAuth } from '../api-docs/responses';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly auth: AuthService,
    private readonly csrf: CsrfService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Public()
  @Get('csrf')
  @ApiAnswer(200, 'CsrfResponse')
  @ApiOperation({ summary: 'Sets the csrftoken cookie and returns it; send it back as X-CSRFToken on auth calls.' })
  issueCsrf(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): { csrftoken: string } {
    const { csrftoken, setCookie } = this.csrf.issue(readCookie(request.headers.cookie, CSRF_COOKIE));
    void reply.header('Set-Cookie', setCookie).header('Cache-Control', 'no-store');
    return { csrftoken };
  }

  @Public()
  @Post('signup')
  @CsrfProtected()
  @ApiAnswer(201, 'AuthResponse')
  @ApiErrors(400, 403, 409, 429)
  @ApiOperation({ summary: 'Creates an account and signs it in (201).' })
  signUp(@Body() dto: SignUpDto, @Ip() ip: string): Promise<AuthResponse> {
    return this.auth.signUp(dto, ip);
  }

  @Public()
  @Post('signin')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @CsrfProtected()
  @ApiAnswer(200, 'AuthResponse')
  @ApiErrors(400, 401, 403, 429)
  @ApiOperation({ summary: 'Exchanges username and password for a token.' })
  signIn(@Body() _dto: SignInDto, @CurrentUser() user: User): Promise<AuthResponse> {
    return this.auth.session(user);
  }

  @Post('signout')
  @HttpCode(200)
  @CsrfProtected()
  @ApiTokenAuth()
  @ApiAnswer(200, 'MessageResponse')
  @ApiErrors(403)
  @ApiOperation({ summary: 'Revokes the token of this request.' })
  async signOut(@CurrentToken() token: string | undefined): Promise<{ message: string }> {
    await this.auth.signOut(token);
    return { message: 'Signed out.' };
  }

  @Post('change-password')
  @HttpCode(200)
  @CsrfProtected()
  @ApiTokenAuth()
  @ApiAnswer(200, 'MessageResponse')
  @ApiErrors(400, 403, 429)
  @ApiOperation({ summary: 'Changes the password (the current one is required) and signs out every other session.' })
  changePassword(
    @Body() dto: ChangePasswordDto,
    @CurrentUser() user: User,
    @CurrentToken() token: string,
  ): Promise<{ message: string }> {
    return this.auth.changePassword(user, token, dto.current_password, dto.new_password);
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @CsrfProtected()
  @ApiAnswer(200, 'MessageResponse')
  @ApiErrors(400, 403, 429)
  @ApiOperation({
    summary:
      'Issues a one-time, expiring reset link (logged when no mail server is configured). Same answer for unknown emails.',
  })
  forgotPassword(@Body() dto: ForgotPasswordDto, @Ip() ip: string): Promise<{ message: string }> {
    return this.passwordReset.request(dto.email, ip);
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @CsrfProtected()
  @ApiAnswer(200, 'MessageResponse')
  @ApiErrors(400, 403)
  @ApiOperation({ summary: 'Sets a new password with a reset token and signs out every session of the account.' })
  resetPassword(@Body() dto: ResetPasswordDto): Promise<{ message: string }> {
    return this.passwordReset.reset(dto.token, dto.password);
  }

  @Get('me')
  @ApiTokenAuth()
  @ApiAnswer(200, 'User')
  @ApiOperation({ summary: 'The signed-in user.' })
  me(@CurrentUser() user: User): UserJson {
    return toUserJson(user);
  }
}
