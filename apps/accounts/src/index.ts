export { AccountsModule } from './accounts.module';
export { AdminBootstrapService, type AdminBootstrapResult } from './administrators/bootstrap/admin-bootstrap.service';
export { UserCreateService } from './users/user-create/user-create.service';
