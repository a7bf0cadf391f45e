import { Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginWithGoogleRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  type ChangePasswordRequest,
  type LoginRequest,
  type LoginResponse,
  type SignUpRequest,
} from '@leadsignal/contracts';
import { AuthService } from '@leadsignal/accounts';
import { AllowedBeforePasswordChange, PostCall, Public } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { ZodBody } from '../common/validation/zod.pipe';
import { AccessTokens } from './access-tokens';

// Paths are the spec's, case included (auth/Login, not auth/login).
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: AccessTokens,
  ) {}

  @Public()
  @Post('Login')
  @HttpCode(200)
  async login(@ZodBody(loginRequestSchema) body: LoginRequest, @Ip() ip: string): Promise<LoginResponse> {
    return this.tokens.session(await this.auth.login(body, ip));
  }

  @Public()
  @Post('LoginWithGoogle')
  @HttpCode(200)
  async loginWithGoogle(
    @ZodBody(loginWithGoogleRequestSchema) body: { idToken: string },
    @Ip() ip: string,
  ): Promise<LoginResponse> {
    return this.tokens.session(await this.auth.loginWithGoogle(body.idToken, ip));
  }

  @Public()
  @Post('SignUp')
  @HttpCode(201)
  signUp(@ZodBody(signUpRequestSchema) body: SignUpRequest, @Ip() ip: string): Promise<{ id: string }> {
    return this.auth.signUp(body, ip);
  }

  @Public()
  @Post('ConfirmEmail')
  @HttpCode(200)
  confirmEmail(@ZodBody(confirmEmailRequestSchema) body: { token: string }) {
    return this.auth.confirmEmail(body.token);
  }

  @Public()
  @Post('ForgotPassword')
  @HttpCode(200)
  forgotPassword(@ZodBody(forgotPasswordRequestSchema) body: { email: string }, @Ip() ip: string) {
    return this.auth.forgotPassword(body.email, ip);
  }

  /** "Send the link again" on the sign-in screen (not a call of the spec; docs/security.md). */
  @Public()
  @Post('ResendConfirmation')
  @HttpCode(200)
  resendConfirmation(@ZodBody(forgotPasswordRequestSchema) body: { email: string }, @Ip() ip: string) {
    return this.auth.resendConfirmationLink(body.email, ip);
  }

  @Public()
  @Post('ResetPassword')
  @HttpCode(200)
  resetPassword(@ZodBody(resetPasswordRequestSchema) body: { token: string; password: string }, @Ip() ip: string) {
    return this.auth.resetPassword(body.token, body.password, ip);
  }

  @PostCall('ChangePassword')
  @AllowedBeforePasswordChange()
  async changePassword(
    @CurrentUser() user: AuthUser,
    @ZodBody(changePasswordRequestSchema) body: ChangePasswordRequest,
  ): Promise<LoginResponse> {
    return this.tokens.session(await this.auth.changePassword(user, body));
  }

  @PostCall('SignOutEverywhere')
  @AllowedBeforePasswordChange()
  signOutEverywhere(@CurrentUser() user: AuthUser) {
    return this.auth.signOutEverywhere(user);
  }
}
