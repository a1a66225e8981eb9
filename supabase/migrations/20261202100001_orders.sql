-- Issue #38, "Orders with Pix" (encomendas): members order from each other's businesses and pay
-- the seller directly by Pix, to her own key; the platform never holds money and the seller
-- confirms the payment herself. This migration holds the seller's settings, the orders with their
-- items, timeline and problem reports, their row security, the definer functions that are the
-- only writers, the notification category 'orders', verified reviews, the LGPD export and what
-- account deletion leaves of an order.
--
-- Who may do what, in one place:
--   - business_order_settings: read by the business owner and admins; written only by
--     set_business_order_settings (the owner). Others learn what a shop offers through
--     get_business_order_options, which never answers the Pix key.
--   - An order (its row, items and events) is read by its buyer, its seller and admins; a problem
--     report by its reporter and admins. Nobody writes these tables directly.
--   - States and who moves them (any other move is refused, "não pode passar de … para …"):
--       placed → payment_reported (buyer: "Já paguei") → paid (seller; also straight from placed)
--       → ready (seller) → delivered (seller; also straight from paid);
--       cancelled: the buyer while placed (reason optional), the seller before delivery (reason
--       required), an admin before delivery (reason required, audited).
--   - Totals are integer cents computed here from the products' prices when the order is placed;
--     nothing the client sends about prices is read.
--   - At most 20 orders per buyer per calendar day in São Paulo, counted from orders.

-- ---------------------------------------------------------------------------------------------
-- Seller settings
-- ---------------------------------------------------------------------------------------------
create table public.business_order_settings (
  business_id uuid primary key references public.businesses (id) on delete cascade,
  enabled boolean not null default false,
  pix_key_type text check (pix_key_type is null or pix_key_type in ('cpf', 'cnpj', 'email', 'phone', 'random')),
  pix_key text check (pix_key is null or length(pix_key) between 1 and 77),
  -- As she typed it (the Pix code folds accents); 1 to 25 characters.
  pix_receiver_name text check (pix_receiver_name is null or length(btrim(pix_receiver_name)) between 1 and 25),
  pix_receiver_city text check (pix_receiver_city is null or length(btrim(pix_receiver_city)) between 1 and 15),
  offers_pickup boolean not null default true,
  offers_local_delivery boolean not null default false,
  local_delivery_fee_cents integer not null default 0 check (local_delivery_fee_cents between 0 and 100000),
  offers_shipping boolean not null default false,
  minimum_order_cents integer check (minimum_order_cents is null or minimum_order_cents between 0 and 10000000),
  note text check (note is null or length(note) <= 300),
  updated_at timestamptz not null default now(),
  constraint business_order_settings_enabled_complete check (
    not enabled or (
      pix_key_type is not null and pix_key is not null and pix_receiver_name is not null
      and pix_receiver_city is not null and (offers_pickup or offers_local_delivery or offers_shipping)))
);
comment on table public.business_order_settings is
  'Whether a business takes orders, the Pix key orders are paid to (the seller''s own), the receiver''s name and city as her bank knows them, delivery options, minimum and note. Read by the owner and admins; written by set_business_order_settings.';

-- ---------------------------------------------------------------------------------------------
-- Orders
-- ---------------------------------------------------------------------------------------------
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  -- The Pix reference label and what people quote: 'CE' + 10 of A-Z and 2-9 without O, I.
  code text not null unique check (code ~ '^CE[A-HJ-NP-Z2-9]{10}$'),
  business_id uuid references public.businesses (id) on delete set null,
  business_name text not null check (length(btrim(business_name)) between 1 and 160),
  seller_id uuid references public.profiles (id) on delete set null,
  buyer_id uuid references public.profiles (id) on delete set null,
  buyer_name text not null check (length(btrim(buyer_name)) between 1 and 200),
  status text not null default 'placed'
    check (status in ('placed', 'payment_reported', 'paid', 'ready', 'delivered', 'cancelled')),
  delivery_method text not null check (delivery_method in ('pickup', 'local_delivery', 'shipping')),
  delivery_fee_cents integer not null check (delivery_fee_cents between 0 and 100000),
  items_total_cents integer not null check (items_total_cents >= 0),
  total_cents integer not null check (total_cents >= 0),
  note text check (note is null or length(note) <= 500),
  pix_key_type text check (pix_key_type is null or pix_key_type in ('cpf', 'cnpj', 'email', 'phone', 'random')),
  pix_key text check (pix_key is null or length(pix_key) <= 77),
  pix_receiver_name text check (pix_receiver_name is null or length(pix_receiver_name) <= 25),
  pix_receiver_city text check (pix_receiver_city is null or length(pix_receiver_city) <= 15),
  cancel_reason text check (cancel_reason is null or length(cancel_reason) <= 500),
  cancelled_by text check (cancelled_by is null or cancelled_by in ('buyer', 'seller', 'admin')),
  placed_at timestamptz not null default now(),
  payment_reported_at timestamptz,
  paid_at timestamptz,
  ready_at timestamptz,
  delivered_at timestamptz,
  cancelled_at timestamptz,
  updated_at timestamptz not null default now(),
  check (total_cents = items_total_cents + delivery_fee_cents),
  check ((status = 'cancelled') = (cancelled_at is not null))
);
create index orders_buyer_idx on public.orders (buyer_id, placed_at desc);
create index orders_seller_idx on public.orders (seller_id, status, placed_at desc);
create index orders_business_idx on public.orders (business_id);
create index orders_status_idx on public.orders (status, placed_at desc);
comment on table public.orders is
  'Orders between members, paid by Pix straight to the seller''s key (snapshot taken at placement). Read by the buyer, the seller and admins; written only by the order functions. Totals in centavos, computed by place_order.';

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  product_name text not null check (length(btrim(product_name)) between 1 and 120),
  unit_price_cents integer not null check (unit_price_cents >= 0),
  quantity integer not null check (quantity between 1 and 99),
  line_total_cents integer not null check (line_total_cents = unit_price_cents * quantity)
);
create index order_items_order_idx on public.order_items (order_id);
create index order_items_product_idx on public.order_items (product_id);
comment on table public.order_items is
  'The lines of an order (1 to 30), with the product''s name and price when it was placed.';

create table public.order_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  actor_role text not null check (actor_role in ('buyer', 'seller', 'admin')),
  to_status text not null
    check (to_status in ('placed', 'payment_reported', 'paid', 'ready', 'delivered', 'cancelled')),
  note text check (note is null or length(note) <= 500),
  created_at timestamptz not null default now()
);
create index order_events_order_idx on public.order_events (order_id, created_at);
create index order_events_actor_idx on public.order_events (actor_id);
comment on table public.order_events is 'An order''s timeline: one row per state it reached, who moved it and her note.';

create table public.order_problem_reports (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  reporter_id uuid references public.profiles (id) on delete set null,
  reporter_role text not null check (reporter_role in ('buyer', 'seller')),
  details text not null check (length(btrim(details)) between 10 and 1000),
  status text not null default 'open' check (status in ('open', 'resolved')),
  resolved_by uuid references public.profiles (id) on delete set null,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'open') = (resolved_at is null))
);
create index order_problem_reports_order_idx on public.order_problem_reports (order_id);
create index order_problem_reports_reporter_idx on public.order_problem_reports (reporter_id);
create index order_problem_reports_resolved_by_idx on public.order_problem_reports (resolved_by);
create index order_problem_reports_queue_idx on public.order_problem_reports (status, created_at desc);
comment on table public.order_problem_reports is
  '"Relatar problema" on an order, by its buyer or seller; admins are notified and resolve it. Read by the reporter and admins.';

create trigger business_order_settings_set_updated_at before update on public.business_order_settings
  for each row execute function private.set_updated_at();
create trigger orders_set_updated_at before update on public.orders
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Helpers (outside the API schema)
-- ---------------------------------------------------------------------------------------------
create function private.order_raise(p_message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = p_message;
end;
$$;

-- "R$ 1.234,50", as the messages quote amounts.
create function private.brl(p_cents bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'R$ ' || regexp_replace((p_cents / 100)::text, '(\d)(?=(\d{3})+$)', '\1.', 'g')
    || ',' || lpad((p_cents % 100)::text, 2, '0')
$$;

-- How a state is named in messages.
create function private.order_status_label(p_status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_status
    when 'placed' then 'feita'
    when 'payment_reported' then 'pagamento informado'
    when 'paid' then 'paga'
    when 'ready' then 'pronta'
    when 'delivered' then 'entregue'
    when 'cancelled' then 'cancelada'
    else coalesce(p_status, '?')
  end
$$;

-- The caller's side of an order ('buyer', 'seller', 'admin') or null when she has none.
create function private.order_role(p_buyer uuid, p_seller uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null then null
    when auth.uid() = p_seller then 'seller'
    when auth.uid() = p_buyer then 'buyer'
    when public.is_admin() then 'admin'
  end
$$;

create function private.can_read_order(p_order uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and exists (
    select 1 from public.orders o
    where o.id = p_order and (o.buyer_id = auth.uid() or o.seller_id = auth.uid() or public.is_admin()))
$$;

-- A fresh order code: 10 symbols of a 32-letter alphabet (no 0, O, 1, I) from random bytes.
create function private.new_order_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  v_bytes bytea;
  v_code text;
begin
  loop
    v_bytes := uuid_send(gen_random_uuid());
    v_code := 'CE';
    -- Bytes 6 and 8 carry the UUID's version and variant bits: skip them.
    for i in 0..11 loop
      continue when i in (6, 8);
      v_code := v_code || substr(v_alphabet, get_byte(v_bytes, i) % 32 + 1, 1);
    end loop;
    exit when not exists (select 1 from public.orders o where o.code = v_code);
  end loop;
  return v_code;
end;
$$;

-- Orders since midnight in São Paulo (the calendar day the limit speaks of).
create function private.orders_today(p_buyer uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.orders o
  where o.buyer_id = p_buyer
    and o.placed_at >= (date_trunc('day', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')
$$;

-- Notifies one side of an order: the buyer's page and the seller's are different addresses.
create function private.notify_order(p_order public.orders, p_to text, p_title text, p_message text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := case p_to when 'buyer' then p_order.buyer_id else p_order.seller_id end;
begin
  if v_user is null then
    return;
  end if;
  perform private.notify(v_user, 'order', p_title, p_message,
    case p_to when 'buyer' then '/dashboard/encomendas/' else '/dashboard/negocio/encomendas/' end || p_order.id,
    jsonb_build_object('order_id', p_order.id, 'code', p_order.code, 'status', p_order.status));
end;
$$;

/*
 * The one place an order changes state: checks who the caller is on this order and that the move
 * is one the rules allow her, stamps the matching time, writes the timeline and tells the other
 * side. The same state again is a no-op (a double click); any other move is refused.
 */
create function private.move_order(p_order uuid, p_to text, p_as text, p_note text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_order public.orders;
  v_role text;
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_allowed boolean;
  v_title text;
  v_message text;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  select * into v_order from public.orders o where o.id = p_order for update;
  v_role := private.order_role(v_order.buyer_id, v_order.seller_id);
  if v_order.id is null or v_role is null then
    raise exception 'order not found' using errcode = 'PT404';
  end if;
  if p_as = 'admin' then
    if not public.is_admin() then
      raise exception 'Apenas administradoras podem fazer esta alteração.' using errcode = '42501';
    end if;
    v_role := 'admin';
  elsif v_role <> p_as then
    raise exception '%', case p_as
      when 'seller' then 'Apenas a vendedora pode fazer esta alteração.'
      else 'Apenas quem fez a encomenda pode fazer esta alteração.' end
      using errcode = '42501';
  end if;
  if v_order.status = p_to then
    return;
  end if;

  v_allowed := case
    when v_role = 'buyer' then
      (v_order.status, p_to) in (('placed', 'payment_reported'), ('placed', 'cancelled'))
    when v_role = 'seller' then
      (p_to = 'paid' and v_order.status in ('placed', 'payment_reported'))
      or (p_to = 'ready' and v_order.status = 'paid')
      or (p_to = 'delivered' and v_order.status in ('paid', 'ready'))
      or (p_to = 'cancelled' and v_order.status in ('placed', 'payment_reported', 'paid', 'ready'))
    else
      p_to = 'cancelled' and v_order.status in ('placed', 'payment_reported', 'paid', 'ready')
  end;
  if not v_allowed then
    perform private.order_raise(format('Esta encomenda não pode passar de %s para %s.',
      private.order_status_label(v_order.status), private.order_status_label(p_to)));
  end if;
  if p_to = 'cancelled' then
    if v_role in ('seller', 'admin') and (v_note is null or length(v_note) < 3) then
      perform private.order_raise('Informe o motivo do cancelamento (de 3 a 500 caracteres).');
    end if;
    if length(v_note) > 500 then
      perform private.order_raise('O motivo pode ter no máximo 500 caracteres.');
    end if;
  else
    v_note := null;
  end if;

  update public.orders o set
    status = p_to,
    payment_reported_at = case when p_to = 'payment_reported' then now() else o.payment_reported_at end,
    paid_at = case when p_to = 'paid' then now() else o.paid_at end,
    ready_at = case when p_to = 'ready' then now() else o.ready_at end,
    delivered_at = case when p_to = 'delivered' then now() else o.delivered_at end,
    cancelled_at = case when p_to = 'cancelled' then now() else o.cancelled_at end,
    cancel_reason = case when p_to = 'cancelled' then v_note else o.cancel_reason end,
    cancelled_by = case when p_to = 'cancelled' then v_role else o.cancelled_by end
  where o.id = p_order
  returning * into v_order;
  insert into public.order_events (order_id, actor_id, actor_role, to_status, note)
  values (p_order, v_uid, v_role, p_to, v_note);

  v_title := case p_to
    when 'payment_reported' then format('Pagamento informado: encomenda %s', v_order.code)
    when 'paid' then format('Pagamento confirmado: encomenda %s', v_order.code)
    when 'ready' then format('Encomenda %s pronta', v_order.code)
    when 'delivered' then format('Encomenda %s entregue', v_order.code)
    else format('Encomenda %s cancelada', v_order.code) end;
  v_message := case p_to
    when 'payment_reported' then format('%s informou que pagou %s por Pix. Confira no seu banco e confirme o recebimento.',
                                        v_order.buyer_name, private.brl(v_order.total_cents))
    when 'paid' then format('%s confirmou o recebimento de %s.', v_order.business_name, private.brl(v_order.total_cents))
    when 'ready' then format('%s avisou que a sua encomenda está pronta.', v_order.business_name)
    when 'delivered' then format('%s marcou a encomenda como entregue. Conte como foi: avalie o negócio.', v_order.business_name)
    else case v_role
      when 'buyer' then format('%s cancelou a encomenda.', v_order.buyer_name)
      when 'seller' then format('%s cancelou a encomenda. Motivo: %s', v_order.business_name, v_note)
      else format('A administração cancelou a encomenda. Motivo: %s', v_note) end
  end;
  if v_role = 'buyer' then
    perform private.notify_order(v_order, 'seller', v_title, v_message);
  elsif v_role = 'seller' then
    perform private.notify_order(v_order, 'buyer', v_title, v_message);
  else
    perform private.notify_order(v_order, 'buyer', v_title, v_message);
    perform private.notify_order(v_order, 'seller', v_title, v_message);
  end if;
end;
$$;

revoke execute on function
  private.order_raise(text), private.brl(bigint), private.order_status_label(text),
  private.order_role(uuid, uuid), private.can_read_order(uuid), private.new_order_code(),
  private.orders_today(uuid), private.notify_order(public.orders, text, text, text),
  private.move_order(uuid, text, text, text)
from public, anon, authenticated;
-- Policies call this as the querying role.
grant execute on function private.can_read_order(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Seller settings: API functions
-- ---------------------------------------------------------------------------------------------

/*
 * The owner's order settings, all at once (the form sends every value). The key's shape is
 * checked per type here; CPF/CNPJ check digits are the app's (the same library the form uses).
 * Refusals are P0001 with the pt-BR message.
 */
create function public.set_business_order_settings(
  p_business_id uuid, p_enabled boolean, p_pix_key_type text, p_pix_key text, p_receiver_name text,
  p_receiver_city text, p_offers_pickup boolean, p_offers_local_delivery boolean,
  p_local_delivery_fee_cents integer, p_offers_shipping boolean, p_minimum_order_cents integer, p_note text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_enabled boolean := coalesce(p_enabled, false);
  v_type text := nullif(btrim(coalesce(p_pix_key_type, '')), '');
  v_key text := nullif(btrim(coalesce(p_pix_key, '')), '');
  v_name text := nullif(btrim(coalesce(p_receiver_name, '')), '');
  v_city text := nullif(btrim(coalesce(p_receiver_city, '')), '');
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_fee integer := coalesce(p_local_delivery_fee_cents, 0);
  v_pickup boolean := coalesce(p_offers_pickup, false);
  v_local boolean := coalesce(p_offers_local_delivery, false);
  v_shipping boolean := coalesce(p_offers_shipping, false);
begin
  if auth.uid() is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  if not exists (select 1 from public.businesses b where b.id = p_business_id and b.owner_id = auth.uid()) then
    raise exception 'business not found' using errcode = 'PT404';
  end if;
  if v_type is not null and v_type not in ('cpf', 'cnpj', 'email', 'phone', 'random') then
    perform private.order_raise('Escolha o tipo da chave Pix.');
  end if;
  if v_key is not null then
    if v_type is null then
      perform private.order_raise('Escolha o tipo da chave Pix.');
    end if;
    if v_type in ('email', 'random') then
      v_key := lower(v_key);
    end if;
    if length(v_key) > 77
       or (v_type = 'cpf' and v_key !~ '^[0-9]{11}$')
       or (v_type = 'cnpj' and v_key !~ '^[0-9]{14}$')
       or (v_type = 'email' and not private.is_valid_email(v_key))
       or (v_type = 'phone' and v_key !~ '^\+55[0-9]{10,11}$')
       or (v_type = 'random' and v_key !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
      perform private.order_raise(case v_type
        when 'cpf' then 'Informe um CPF com 11 números.'
        when 'cnpj' then 'Informe um CNPJ com 14 números.'
        when 'email' then 'Informe um e-mail válido como chave Pix.'
        when 'phone' then 'Informe o celular com DDD, no formato +55 e 10 ou 11 números.'
        else 'Informe a chave aleatória como o banco mostra (32 letras e números, com hífens).' end);
    end if;
  end if;
  if v_name is not null and (length(v_name) > 25 or extensions.unaccent(v_name) !~ '^[A-Za-z0-9 .''-]+$') then
    perform private.order_raise('O nome de quem recebe deve ter até 25 letras, números, espaços, pontos, hífens ou apóstrofos.');
  end if;
  if v_city is not null and (length(v_city) > 15 or extensions.unaccent(v_city) !~ '^[A-Za-z0-9 .''-]+$') then
    perform private.order_raise('A cidade de quem recebe deve ter até 15 letras, números, espaços, pontos, hífens ou apóstrofos.');
  end if;
  if v_fee not between 0 and 100000 then
    perform private.order_raise('A taxa de entrega deve ficar entre R$ 0,00 e R$ 1.000,00.');
  end if;
  if p_minimum_order_cents is not null and p_minimum_order_cents not between 0 and 10000000 then
    perform private.order_raise('O pedido mínimo deve ficar entre R$ 0,00 e R$ 100.000,00.');
  end if;
  if length(v_note) > 300 then
    perform private.order_raise('O aviso pode ter no máximo 300 caracteres.');
  end if;
  if v_enabled then
    if v_key is null or v_type is null then
      perform private.order_raise('Informe a sua chave Pix para receber encomendas.');
    end if;
    if v_name is null then
      perform private.order_raise('Informe o nome de quem recebe, como o banco mostra.');
    end if;
    if v_city is null then
      perform private.order_raise('Informe a cidade de quem recebe, como o banco mostra.');
    end if;
    if not (v_pickup or v_local or v_shipping) then
      perform private.order_raise('Escolha ao menos uma forma de entrega.');
    end if;
  end if;

  insert into public.business_order_settings as s (
    business_id, enabled, pix_key_type, pix_key, pix_receiver_name, pix_receiver_city, offers_pickup,
    offers_local_delivery, local_delivery_fee_cents, offers_shipping, minimum_order_cents, note)
  values (p_business_id, v_enabled, case when v_key is null then null else v_type end, v_key, v_name, v_city,
          v_pickup, v_local, v_fee, v_shipping, p_minimum_order_cents, v_note)
  on conflict (business_id) do update set
    enabled = excluded.enabled, pix_key_type = excluded.pix_key_type, pix_key = excluded.pix_key,
    pix_receiver_name = excluded.pix_receiver_name, pix_receiver_city = excluded.pix_receiver_city,
    offers_pickup = excluded.offers_pickup, offers_local_delivery = excluded.offers_local_delivery,
    local_delivery_fee_cents = excluded.local_delivery_fee_cents, offers_shipping = excluded.offers_shipping,
    minimum_order_cents = excluded.minimum_order_cents, note = excluded.note;
end;
$$;
comment on function public.set_business_order_settings(uuid, boolean, text, text, text, text, boolean, boolean, integer, boolean, integer, text) is
  'The owner''s order settings for her business (Pix key checked in shape per type, receiver name ≤ 25 and city ≤ 15 in Pix characters, delivery options, fee, minimum, note). Turning orders on needs key, name, city and one delivery option. Refusals P0001 (pt-BR); another''s business PT404.';

-- What a buyer may know before ordering: never the Pix key.
create function public.get_business_order_options(p_business_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'enabled', s.enabled, 'offers_pickup', s.offers_pickup, 'offers_local_delivery', s.offers_local_delivery,
    'local_delivery_fee_cents', s.local_delivery_fee_cents, 'offers_shipping', s.offers_shipping,
    'minimum_order_cents', s.minimum_order_cents, 'note', s.note)
  from public.business_order_settings s join public.businesses b on b.id = s.business_id
  where s.business_id = p_business_id and s.enabled and b.status = 'approved' and b.active and b.owner_id is not null
$$;
comment on function public.get_business_order_options(uuid) is
  'A listed business''s order options (delivery, fee, minimum, note) when it takes orders; null otherwise. Never the Pix key.';

-- ---------------------------------------------------------------------------------------------
-- Orders: API functions
-- ---------------------------------------------------------------------------------------------

/*
 * Places an order. Every price comes from the products table (the payload's quantities and
 * product ids are all that is read); duplicates are merged; the fee and the Pix key come from the
 * settings as they are now. Refusals are P0001 with the pt-BR message.
 */
create function public.place_order(p_business_id uuid, p_items jsonb, p_delivery_method text, p_note text)
returns table (order_id uuid, code text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
  v_business public.businesses;
  v_settings public.business_order_settings;
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_item jsonb;
  v_lines jsonb;
  v_items_total bigint;
  v_fee integer;
  v_order public.orders;
begin
  if v_uid is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  select * into v_business from public.businesses b where b.id = p_business_id;
  select * into v_settings from public.business_order_settings s where s.business_id = p_business_id;
  if v_business.id is null or v_business.status <> 'approved' or not v_business.active
     or v_business.owner_id is null or v_settings.business_id is null or not v_settings.enabled then
    perform private.order_raise('Esta loja não está recebendo encomendas.');
  end if;
  if v_business.owner_id = v_uid then
    perform private.order_raise('Você não pode encomendar do seu próprio negócio.');
  end if;
  if p_delivery_method is null or p_delivery_method not in ('pickup', 'local_delivery', 'shipping')
     or (p_delivery_method = 'pickup' and not v_settings.offers_pickup)
     or (p_delivery_method = 'local_delivery' and not v_settings.offers_local_delivery)
     or (p_delivery_method = 'shipping' and not v_settings.offers_shipping) then
    perform private.order_raise('Escolha uma forma de entrega que esta loja oferece.');
  end if;
  if length(v_note) > 500 then
    perform private.order_raise('A observação pode ter no máximo 500 caracteres.');
  end if;
  if p_items is null or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0 then
    perform private.order_raise('Escolha ao menos um produto.');
  end if;
  if jsonb_array_length(p_items) > 100 then
    perform private.order_raise('Uma encomenda pode ter no máximo 30 produtos.');
  end if;
  for v_item in select * from jsonb_array_elements(p_items) loop
    if jsonb_typeof(v_item) <> 'object'
       or jsonb_typeof(v_item -> 'product_id') is distinct from 'string'
       or (v_item ->> 'product_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       or jsonb_typeof(v_item -> 'quantity') is distinct from 'number'
       or (v_item ->> 'quantity') !~ '^[0-9]{1,3}$'
       or (v_item ->> 'quantity')::integer not between 1 and 99 then
      perform private.order_raise('Informe uma quantidade de 1 a 99 para cada produto.');
    end if;
  end loop;

  -- One buyer's orders are counted one at a time, so parallel placements see one another.
  perform pg_advisory_xact_lock(hashtextextended('orders:' || v_uid::text, 0));
  if private.orders_today(v_uid) >= 20 then
    perform private.order_raise('Você atingiu o limite de 20 encomendas por dia. Tente novamente amanhã.');
  end if;

  -- Merged lines with the product as it is now; the payload's prices, if any, are never read.
  select coalesce(jsonb_agg(jsonb_build_object(
           'product_id', l.product_id, 'quantity', l.quantity, 'name', p.name, 'price_cents', p.price_cents,
           'ok', coalesce(p.business_id = p_business_id and not p.hidden and p.availability <> 'esgotado', false))
           order by p.name, l.product_id), '[]'::jsonb)
  into v_lines
  from (
    select (e ->> 'product_id')::uuid as product_id, sum((e ->> 'quantity')::integer) as quantity
    from jsonb_array_elements(p_items) e group by 1
  ) l left join public.products p on p.id = l.product_id;
  if jsonb_array_length(v_lines) > 30 then
    perform private.order_raise('Uma encomenda pode ter no máximo 30 produtos.');
  end if;
  if exists (select 1 from jsonb_array_elements(v_lines) x where not (x ->> 'ok')::boolean) then
    perform private.order_raise('Um dos produtos não está disponível nesta loja. Atualize a página e tente de novo.');
  end if;
  if exists (select 1 from jsonb_array_elements(v_lines) x where (x ->> 'quantity')::integer > 99) then
    perform private.order_raise('Informe uma quantidade de 1 a 99 para cada produto.');
  end if;
  select sum((x ->> 'price_cents')::bigint * (x ->> 'quantity')::integer) into v_items_total
  from jsonb_array_elements(v_lines) x;
  if v_settings.minimum_order_cents is not null and v_items_total < v_settings.minimum_order_cents then
    perform private.order_raise(format('O pedido mínimo desta loja é de %s.', private.brl(v_settings.minimum_order_cents)));
  end if;
  if v_items_total > 100000000 then
    perform private.order_raise('O valor desta encomenda é alto demais. Divida-a em encomendas menores.');
  end if;
  v_fee := case when p_delivery_method = 'local_delivery' then v_settings.local_delivery_fee_cents else 0 end;

  insert into public.orders (
    code, business_id, business_name, seller_id, buyer_id, buyer_name, delivery_method, delivery_fee_cents,
    items_total_cents, total_cents, note, pix_key_type, pix_key, pix_receiver_name, pix_receiver_city)
  values (
    private.new_order_code(), v_business.id, v_business.name, v_business.owner_id, v_uid,
    private.member_display_name((select p.full_name from public.profiles p where p.id = v_uid)),
    p_delivery_method, v_fee, v_items_total, v_items_total + v_fee, v_note, v_settings.pix_key_type,
    v_settings.pix_key, v_settings.pix_receiver_name, v_settings.pix_receiver_city)
  returning * into v_order;
  insert into public.order_items (order_id, product_id, product_name, unit_price_cents, quantity, line_total_cents)
  select v_order.id, (x ->> 'product_id')::uuid, x ->> 'name', (x ->> 'price_cents')::integer,
         (x ->> 'quantity')::integer, (x ->> 'price_cents')::integer * (x ->> 'quantity')::integer
  from jsonb_array_elements(v_lines) with ordinality as t(x, n) order by n;
  insert into public.order_events (order_id, actor_id, actor_role, to_status) values (v_order.id, v_uid, 'buyer', 'placed');
  perform private.notify_order(v_order, 'seller', format('Nova encomenda %s', v_order.code),
    format('%s fez uma encomenda de %s.', v_order.buyer_name, private.brl(v_order.total_cents)));

  order_id := v_order.id;
  code := v_order.code;
  return next;
end;
$$;
comment on function public.place_order(uuid, jsonb, text, text) is
  'A member orders from a listed business that takes orders (not her own): [{product_id, quantity 1–99}] (1–30 products of that business, shown, not esgotado; duplicates merged), a delivery method it offers, a note ≤ 500. Prices, fee and total come from the database; the minimum is checked; 20 orders a day per buyer (São Paulo day). Snapshots the Pix settings, writes the timeline, notifies the seller. Returns (order_id, code).';

create function public.report_order_payment(p_order_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.move_order(p_order_id, 'payment_reported', 'buyer')
$$;
comment on function public.report_order_payment(uuid) is 'The buyer says she paid ("Já paguei"): placed → payment_reported; the seller is notified.';

create function public.confirm_order_payment(p_order_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.move_order(p_order_id, 'paid', 'seller')
$$;
comment on function public.confirm_order_payment(uuid) is 'The seller confirms the Pix arrived: placed or payment_reported → paid; the buyer is notified.';

create function public.mark_order_ready(p_order_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.move_order(p_order_id, 'ready', 'seller')
$$;
comment on function public.mark_order_ready(uuid) is 'The seller: paid → ready; the buyer is notified.';

create function public.mark_order_delivered(p_order_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.move_order(p_order_id, 'delivered', 'seller')
$$;
comment on function public.mark_order_delivered(uuid) is 'The seller: paid or ready → delivered; the buyer is notified and invited to review.';

create function public.cancel_order(p_order_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  if auth.uid() is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  select * into v_order from public.orders o where o.id = p_order_id;
  if v_order.id is null or auth.uid() not in (v_order.buyer_id, v_order.seller_id) then
    raise exception 'order not found' using errcode = 'PT404';
  end if;
  perform private.move_order(p_order_id, 'cancelled',
    case when auth.uid() = v_order.seller_id then 'seller' else 'buyer' end, p_reason);
end;
$$;
comment on function public.cancel_order(uuid, text) is
  'The buyer cancels while the order is placed (reason optional); the seller before delivery (reason 3–500 required). The other side is notified.';

create function public.report_order_problem(p_order_id uuid, p_details text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_details text := btrim(coalesce(p_details, ''));
  v_id uuid;
  v_admin uuid;
begin
  if auth.uid() is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  select * into v_order from public.orders o where o.id = p_order_id;
  if v_order.id is null or auth.uid() not in (v_order.buyer_id, v_order.seller_id) then
    raise exception 'order not found' using errcode = 'PT404';
  end if;
  if length(v_details) not between 10 and 1000 then
    perform private.order_raise('Conte o que aconteceu em 10 a 1000 caracteres.');
  end if;
  insert into public.order_problem_reports (order_id, reporter_id, reporter_role, details)
  values (p_order_id, auth.uid(), case when auth.uid() = v_order.seller_id then 'seller' else 'buyer' end, v_details)
  returning id into v_id;
  for v_admin in select p.id from public.profiles p where p.is_admin loop
    perform private.notify(v_admin, 'order_report', format('Problema relatado na encomenda %s', v_order.code),
      format('%s relatou um problema na encomenda %s de %s.',
        case when auth.uid() = v_order.seller_id then 'A vendedora' else 'A compradora' end,
        v_order.code, v_order.business_name),
      '/admin/encomendas', jsonb_build_object('order_id', p_order_id, 'report_id', v_id, 'code', v_order.code));
  end loop;
  return v_id;
end;
$$;
comment on function public.report_order_problem(uuid, text) is
  '"Relatar problema": the buyer or the seller, in any state, describes it (10–1000 characters); every admin is notified. Returns the report id.';

create function public.admin_cancel_order(p_order_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'permission denied: admins only' using errcode = '42501';
  end if;
  select * into v_order from public.orders o where o.id = p_order_id;
  if v_order.id is null then
    raise exception 'order not found' using errcode = 'PT404';
  end if;
  perform private.move_order(p_order_id, 'cancelled', 'admin', v_reason);
  update public.order_problem_reports r set status = 'resolved', resolved_by = auth.uid(), resolved_at = now()
  where r.order_id = p_order_id and r.status = 'open';
  perform private.audit('order.cancel', 'order', p_order_id::text,
    jsonb_build_object('code', v_order.code, 'business_name', v_order.business_name,
                       'from_status', v_order.status, 'reason', v_reason, 'total_cents', v_order.total_cents));
end;
$$;
comment on function public.admin_cancel_order(uuid, text) is
  'Admins only: cancels an order that was not delivered (reason 3–500), resolves its open problem reports, notifies both sides; audited as order.cancel.';

create function public.admin_resolve_order_report(p_report_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_report public.order_problem_reports;
  v_code text;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'permission denied: admins only' using errcode = '42501';
  end if;
  select * into v_report from public.order_problem_reports r where r.id = p_report_id for update;
  if v_report.id is null then
    raise exception 'report not found' using errcode = 'PT404';
  end if;
  if v_report.status <> 'open' then
    perform private.order_raise('Este relato já foi resolvido.');
  end if;
  update public.order_problem_reports set status = 'resolved', resolved_by = auth.uid(), resolved_at = now()
  where id = p_report_id;
  select o.code into v_code from public.orders o where o.id = v_report.order_id;
  if v_report.reporter_id is not null then
    perform private.notify(v_report.reporter_id, 'order_report', format('Relato resolvido: encomenda %s', v_code),
      'A administração analisou o problema que você relatou e o marcou como resolvido.',
      case v_report.reporter_role when 'buyer' then '/dashboard/encomendas/' else '/dashboard/negocio/encomendas/' end
        || v_report.order_id,
      jsonb_build_object('order_id', v_report.order_id, 'report_id', p_report_id));
  end if;
  perform private.audit('order_report.resolve', 'order', v_report.order_id::text,
    jsonb_build_object('report_id', p_report_id, 'code', v_code, 'reporter_role', v_report.reporter_role));
end;
$$;
comment on function public.admin_resolve_order_report(uuid) is
  'Admins only: marks an open order problem report resolved and tells its reporter; audited as order_report.resolve.';

create function public.admin_order_totals()
returns table (paid_total_cents bigint, paid_orders bigint, orders_this_month bigint, open_reports bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'permission denied: admins only' using errcode = '42501';
  end if;
  return query
  select
    coalesce(sum(o.total_cents) filter (where o.status in ('paid', 'ready', 'delivered')), 0)::bigint,
    count(*) filter (where o.status in ('paid', 'ready', 'delivered')),
    count(*) filter (where o.placed_at >= (date_trunc('month', now() at time zone 'America/Sao_Paulo')
                                           at time zone 'America/Sao_Paulo')),
    (select count(*) from public.order_problem_reports r where r.status = 'open')
  from public.orders o;
end;
$$;
comment on function public.admin_order_totals() is
  'Admins only: the total of paid orders (paid, ready, delivered) in centavos and their count, orders placed this month (São Paulo), open problem reports.';

revoke execute on function
  public.set_business_order_settings(uuid, boolean, text, text, text, text, boolean, boolean, integer, boolean, integer, text),
  public.get_business_order_options(uuid),
  public.place_order(uuid, jsonb, text, text), public.report_order_payment(uuid),
  public.confirm_order_payment(uuid), public.mark_order_ready(uuid), public.mark_order_delivered(uuid),
  public.cancel_order(uuid, text), public.report_order_problem(uuid, text),
  public.admin_cancel_order(uuid, text), public.admin_resolve_order_report(uuid), public.admin_order_totals()
from public, anon, authenticated;
grant execute on function public.get_business_order_options(uuid) to anon, authenticated, service_role;
grant execute on function
  public.set_business_order_settings(uuid, boolean, text, text, text, text, boolean, boolean, integer, boolean, integer, text),
  public.place_order(uuid, jsonb, text, text), public.report_order_payment(uuid),
  public.confirm_order_payment(uuid), public.mark_order_ready(uuid), public.mark_order_delivered(uuid),
  public.cancel_order(uuid, text), public.report_order_problem(uuid, text),
  public.admin_cancel_order(uuid, text), public.admin_resolve_order_report(uuid), public.admin_order_totals()
to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Verified reviews: "Compra verificada" when the author has a delivered order from the business.
-- Always computed here, never taken from the client.
-- ---------------------------------------------------------------------------------------------
alter table public.business_reviews
  add column verified_purchase boolean not null default false;
comment on column public.business_reviews.verified_purchase is
  'The author had a delivered order from this business when she wrote (or last edited) the review. Set by trigger.';

create function private.business_reviews_verified_purchase()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.author_id is null then
    new.verified_purchase := old.verified_purchase;
    return new;
  end if;
  new.verified_purchase := new.author_id is not null and exists (
    select 1 from public.orders o
    where o.buyer_id = new.author_id and o.business_id = new.business_id and o.status = 'delivered');
  return new;
end;
$$;
-- Named to fire after business_reviews_before_write (triggers fire in name order).
create trigger business_reviews_verified_purchase before insert or update on public.business_reviews
  for each row execute function private.business_reviews_verified_purchase();
revoke execute on function private.business_reviews_verified_purchase() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Account deletion keeps orders as records without the deleted person's data. The foreign keys set
-- buyer_id / seller_id to null when her profile goes (delete_user_account deletes the auth user);
-- these triggers then drop her name, her note and her reason to cancel (a buyer) or her Pix key (a
-- seller). Her business
-- leaves the directory with its owner gone, and its order settings (her key) are deleted.
-- ---------------------------------------------------------------------------------------------
create function private.orders_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.buyer_id is not null and new.buyer_id is null then
    new.buyer_name := 'Conta excluída';
    new.note := null;
    if old.cancelled_by = 'buyer' then
      new.cancel_reason := null;
    end if;
  end if;
  if old.seller_id is not null and new.seller_id is null then
    new.pix_key_type := null;
    new.pix_key := null;
    new.pix_receiver_name := null;
    new.pix_receiver_city := null;
  end if;
  return new;
end;
$$;
create trigger orders_before_update before update on public.orders
  for each row execute function private.orders_before_update();

-- Her own words on the timeline (a buyer's reason to cancel) go with her too.
create function private.order_events_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.actor_id is not null and new.actor_id is null and old.actor_role = 'buyer' then
    new.note := null;
  end if;
  return new;
end;
$$;
create trigger order_events_before_update before update on public.order_events
  for each row execute function private.order_events_before_update();

create function private.businesses_drop_order_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.business_order_settings s where s.business_id = new.id;
  return null;
end;
$$;
create trigger businesses_drop_order_settings after update of owner_id on public.businesses
  for each row when (old.owner_id is not null and new.owner_id is null)
  execute function private.businesses_drop_order_settings();
revoke execute on function private.orders_before_update(), private.order_events_before_update(),
  private.businesses_drop_order_settings()
from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Notifications: the 'orders' category
-- ---------------------------------------------------------------------------------------------
alter table public.notifications drop constraint notifications_category_check;
alter table public.notifications add constraint notifications_category_check check (category in (
  'messages', 'community', 'directory', 'shop', 'orders', 'projects', 'learning', 'ambassadors', 'account', 'general'));

create or replace function private.notification_category(p_type text, p_action_url text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_type in ('direct_message', 'message_report') then 'messages'
    when p_type in ('order', 'order_report') then 'orders'
    when p_type in ('community', 'new_message') then 'community'
    when p_type = 'new_review' then 'directory'
    when p_type = 'appointment' then 'projects'
    when p_type in ('certificate_issued', 'track_new_material') then 'learning'
    when p_type in ('welcome', 'member_sanction') then 'account'
    when p_type like 'ambassador%' or p_type like 'commission%' then 'ambassadors'
    when p_action_url like '/mensagens%' then 'messages'
    when p_action_url like '/comunidade%' then 'community'
    when p_action_url like '/dashboard/encomendas%' or p_action_url like '/dashboard/negocio/encomendas%' then 'orders'
    when p_action_url like '/dashboard/negocio/produtos%' or p_action_url like '/loja%' then 'shop'
    when p_action_url like '/diretorio%' or p_action_url like '/dashboard/negocio%' then 'directory'
    when p_action_url like '/projetos%' then 'projects'
    when p_action_url like '/aprender%' or p_action_url like '/certificados%' then 'learning'
    when p_type = 'user_action' and (p_action_url = '/dashboard' or p_action_url like '/admin%') then 'account'
    else 'general'
  end
$$;
revoke execute on function private.notification_category(text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Grants and row-level security. No direct writes: the functions above are the only writers.
-- ---------------------------------------------------------------------------------------------
alter table public.business_order_settings enable row level security;
alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.order_events enable row level security;
alter table public.order_problem_reports enable row level security;

revoke all on public.business_order_settings, public.orders, public.order_items, public.order_events,
  public.order_problem_reports
from anon, authenticated;
grant all on public.business_order_settings, public.orders, public.order_items, public.order_events,
  public.order_problem_reports
to service_role;

grant select on public.business_order_settings to authenticated;
create policy "business_order_settings: the owner and admins read" on public.business_order_settings
  for select to authenticated using (private.owns_business(business_id) or (select public.is_admin()));

grant select on public.orders to authenticated;
create policy "orders: buyer, seller and admins read" on public.orders
  for select to authenticated
  using (buyer_id = (select auth.uid()) or seller_id = (select auth.uid()) or (select public.is_admin()));

grant select on public.order_items to authenticated;
create policy "order_items: buyer, seller and admins read" on public.order_items
  for select to authenticated using (private.can_read_order(order_id));

grant select on public.order_events to authenticated;
create policy "order_events: buyer, seller and admins read" on public.order_events
  for select to authenticated using (private.can_read_order(order_id));

grant select on public.order_problem_reports to authenticated;
create policy "order_problem_reports: the reporter and admins read" on public.order_problem_reports
  for select to authenticated using (reporter_id = (select auth.uid()) or (select public.is_admin()));

-- Realtime: each side's order page follows the state live; the select policy above decides who
-- receives a change.
alter publication supabase_realtime add table public.orders;

-- ---------------------------------------------------------------------------------------------
-- LGPD: "Baixar meus dados" (the function of 20261201100001_members_connect.sql) adds her orders
-- as buyer and as seller, with their lines and timeline, her problem reports and her order
-- settings.
-- ---------------------------------------------------------------------------------------------
create function private.order_export_json(p_order public.orders)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'code', p_order.code, 'business', p_order.business_name, 'buyer_name', p_order.buyer_name,
    'status', p_order.status, 'delivery_method', p_order.delivery_method,
    'delivery_fee_cents', p_order.delivery_fee_cents, 'items_total_cents', p_order.items_total_cents,
    'total_cents', p_order.total_cents, 'note', p_order.note, 'pix_key_type', p_order.pix_key_type,
    'pix_key', p_order.pix_key, 'pix_receiver_name', p_order.pix_receiver_name,
    'pix_receiver_city', p_order.pix_receiver_city, 'cancel_reason', p_order.cancel_reason,
    'cancelled_by', p_order.cancelled_by, 'placed_at', p_order.placed_at,
    'payment_reported_at', p_order.payment_reported_at, 'paid_at', p_order.paid_at,
    'ready_at', p_order.ready_at, 'delivered_at', p_order.delivered_at, 'cancelled_at', p_order.cancelled_at,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'product', i.product_name, 'unit_price_cents', i.unit_price_cents, 'quantity', i.quantity,
        'line_total_cents', i.line_total_cents) order by i.product_name, i.id)
      from public.order_items i where i.order_id = p_order.id), '[]'::jsonb),
    'events', coalesce((
      select jsonb_agg(jsonb_build_object(
        'status', e.to_status, 'by', e.actor_role, 'note', e.note, 'created_at', e.created_at)
        order by e.created_at, e.id)
      from public.order_events e where e.order_id = p_order.id), '[]'::jsonb))
$$;
revoke execute on function private.order_export_json(public.orders) from public, anon, authenticated;

create or replace function public.export_user_data(p_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_result jsonb;
  v_revisions jsonb := '[]'::jsonb;
begin
  if not private.is_service_role() then
    raise exception 'permission denied: the export is assembled by the server' using errcode = '42501';
  end if;
  select p.email into v_email from public.profiles p where p.id = p_user_id;
  if not found then
    raise exception 'user not found' using errcode = 'PT404';
  end if;

  -- The blog editor's revisions come with a migration of their own; read them when it is there.
  if to_regclass('public.blog_post_revisions') is not null then
    execute $q$
      select coalesce(jsonb_agg(jsonb_build_object(
        'post', b.title, 'title', r.title, 'created_at', r.created_at) order by r.created_at), '[]'::jsonb)
      from public.blog_post_revisions r join public.blog_posts b on b.id = r.post_id
      where r.author_id = $1
    $q$ into v_revisions using p_user_id;
  end if;

  select jsonb_build_object(
    'exported_at', now(),
    'account', (
      select jsonb_build_object(
        'email', u.email,
        'pending_new_email', nullif(u.email_change, ''),
        'created_at', u.created_at,
        'email_confirmed_at', u.email_confirmed_at,
        'last_sign_in_at', u.last_sign_in_at)
      from auth.users u where u.id = p_user_id),
    'profile', (
      select jsonb_build_object(
        'id', p.id, 'email', p.email, 'full_name', p.full_name, 'phone', p.phone, 'bio', p.bio,
        'city', p.city, 'state', p.state, 'avatar_url', p.avatar_url,
        'instructor_interest', p.instructor_interest, 'subscription_types', p.subscription_types,
        'onboarding_completed', p.onboarding_completed, 'newsletter_subscribed', p.newsletter_subscribed,
        'is_admin', p.is_admin, 'can_edit_blog', p.can_edit_blog,
        'created_at', p.created_at, 'updated_at', p.updated_at)
      from public.profiles p where p.id = p_user_id),
    'roles', (select to_jsonb(p.roles) from public.profiles p where p.id = p_user_id),
    'permissions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'permission_name', g.permission_name, 'active', g.active, 'expires_at', g.expires_at,
        'created_at', g.created_at, 'revoked_at', g.revoked_at) order by g.created_at)
      from public.user_permissions g where g.user_id = p_user_id), '[]'::jsonb),
    -- The consent record (LGPD): when and where she consented, confirmed and withdrew.
    'newsletter_subscriptions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'email', s.email, 'name', s.name, 'status', s.status, 'origin', s.origin,
        'subscribed_at', s.subscribed_at, 'consent_at', s.consent_at, 'consent_source', s.consent_source,
        'confirmed_at', s.confirmed_at, 'unsubscribed_at', s.unsubscribed_at))
      from public.newsletter_subscribers s where s.email = v_email), '[]'::jsonb),
    'notifications', coalesce((
      select jsonb_agg(jsonb_build_object(
        'type', n.type, 'title', n.title, 'message', n.message, 'read', n.read,
        'action_url', n.action_url, 'created_at', n.created_at) order by n.created_at desc)
      from public.notifications n where n.user_id = p_user_id), '[]'::jsonb),
    -- Reviews she wrote, with the moderation and the owner's answer they received.
    'reviews', coalesce((
      select jsonb_agg(jsonb_build_object(
        'business', b.name, 'author_name', r.author_name, 'rating', r.rating, 'comment', r.comment,
        'approved', r.approved, 'verified_purchase', r.verified_purchase, 'rejection_reason', r.rejection_reason, 'owner_reply', r.owner_reply,
        'created_at', r.created_at, 'updated_at', r.updated_at) order by r.created_at)
      from public.business_reviews r join public.businesses b on b.id = r.business_id
      where r.author_id = p_user_id), '[]'::jsonb),
    'posts', coalesce((
      select jsonb_agg(jsonb_build_object(
        'title', b.title, 'slug', b.slug, 'status', b.status, 'excerpt', b.excerpt,
        'published_at', b.published_at, 'created_at', b.created_at, 'updated_at', b.updated_at)
        order by b.created_at)
      from public.blog_posts b where b.author_id = p_user_id), '[]'::jsonb),
    'post_revisions', v_revisions,
    -- Her listings, their moderation, the answers she gave to their reviews (her words only:
    -- the reviews themselves are their authors') and the products of her shop window.
    'businesses', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', b.name, 'slug', b.slug, 'description', b.description, 'category', b.category,
        'city', b.city, 'state', b.state, 'website_url', b.website_url, 'instagram_url', b.instagram_url,
        'whatsapp', b.whatsapp, 'contact_email', b.contact_email, 'logo_url', b.logo_url,
        'accepts_orders', b.accepts_orders, 'sells_online', b.sells_online,
        'status', b.status, 'rejection_reason', b.rejection_reason, 'active', b.active,
        'submitted_at', b.submitted_at, 'reviewed_at', b.reviewed_at, 'created_at', b.created_at,
        'review_answers', coalesce((
          select jsonb_agg(jsonb_build_object('answer', r.owner_reply, 'answered_at', r.owner_replied_at)
            order by r.owner_replied_at)
          from public.business_reviews r where r.business_id = b.id and r.owner_reply is not null), '[]'::jsonb))
        order by b.created_at)
      from public.businesses b where b.owner_id = p_user_id), '[]'::jsonb),
    -- The edits she proposed that wait for an administrator (20261127110001): every field as she
    -- wrote it, beside the public name of the listing it would change.
    'business_revisions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'business', b.name, 'name', r.name, 'slug', r.slug, 'description', r.description,
        'category', r.category, 'city', r.city, 'state', r.state, 'website_url', r.website_url,
        'instagram_url', r.instagram_url, 'whatsapp', r.whatsapp, 'contact_email', r.contact_email,
        'logo_url', r.logo_url, 'accepts_orders', r.accepts_orders, 'sells_online', r.sells_online,
        'submitted_at', r.submitted_at, 'updated_at', r.updated_at) order by r.submitted_at)
      from public.business_revisions r join public.businesses b on b.id = r.business_id
      where r.owner_id = p_user_id), '[]'::jsonb),
    'products', coalesce((
      select jsonb_agg(jsonb_build_object(
        'business', b.name, 'name', x.name, 'slug', x.slug, 'description', x.description,
        'category', x.category, 'price_cents', x.price_cents, 'availability', x.availability,
        'photos', to_jsonb(x.photos), 'hidden', x.hidden, 'hidden_reason', x.hidden_reason,
        'created_at', x.created_at, 'updated_at', x.updated_at) order by x.created_at)
      from public.products x join public.businesses b on b.id = x.business_id
      where b.owner_id = p_user_id), '[]'::jsonb),
    'community', jsonb_build_object(
      'memberships', coalesce((
        select jsonb_agg(jsonb_build_object(
          'group', g.name, 'role', m.role, 'status', m.status, 'member_name', m.member_name,
          'request_message', m.request_message,
          'muted_until', m.muted_until, 'moderation_reason', m.moderation_reason,
          'joined_at', m.joined_at, 'created_at', m.created_at) order by m.created_at)
        from public.community_memberships m join public.community_groups g on g.id = m.group_id
        where m.user_id = p_user_id), '[]'::jsonb),
      'topics', coalesce((
        select jsonb_agg(jsonb_build_object(
          'group', g.name, 'title', t.title, 'pinned', t.pinned, 'locked', t.locked,
          'created_at', t.created_at) order by t.created_at)
        from public.community_topics t join public.community_groups g on g.id = t.group_id
        where t.author_id = p_user_id), '[]'::jsonb),
      -- Her messages as she wrote them, a hidden one's text included (it is kept aside for the
      -- moderators, and it is hers).
      'messages', coalesce((
        select jsonb_agg(jsonb_build_object(
          'group', g.name, 'topic', t.title, 'opening', p.is_opening,
          'body', coalesce(h.body, p.body), 'created_at', p.created_at, 'edited_at', p.edited_at,
          'deleted_at', p.deleted_at, 'hidden_at', p.hidden_at, 'hidden_reason', p.hidden_reason)
          order by p.created_at)
        from public.community_posts p
          join public.community_topics t on t.id = p.topic_id
          join public.community_groups g on g.id = p.group_id
          left join private.community_hidden_bodies h on h.post_id = p.id
        where p.author_id = p_user_id), '[]'::jsonb),
      'supports', coalesce((
        select jsonb_agg(jsonb_build_object('topic', t.title, 'created_at', r.created_at) order by r.created_at)
        from public.community_reactions r
          join public.community_posts p on p.id = r.post_id
          join public.community_topics t on t.id = p.topic_id
        where r.user_id = p_user_id), '[]'::jsonb),
      'reports', coalesce((
        select jsonb_agg(jsonb_build_object(
          'group', g.name, 'topic', t.title, 'reason', c.reason, 'status', c.status,
          'created_at', c.created_at, 'resolved_at', c.resolved_at) order by c.created_at)
        from public.community_reports c
          join public.community_groups g on g.id = c.group_id
          join public.community_posts p on p.id = c.post_id
          join public.community_topics t on t.id = p.topic_id
        where c.reporter_id = p_user_id), '[]'::jsonb),
      'read_markers', coalesce((
        select jsonb_agg(jsonb_build_object('topic', t.title, 'last_read_at', r.last_read_at)
          order by r.last_read_at)
        from public.community_reads r join public.community_topics t on t.id = r.topic_id
        where r.user_id = p_user_id), '[]'::jsonb)),
    'projects', jsonb_build_object(
      'signups', coalesce((
        select jsonb_agg(jsonb_build_object(
          'project', j.title, 'slug', j.slug, 'status', s.status, 'waitlist_position', s.waitlist_position,
          'share_phone', s.share_phone, 'created_at', s.created_at, 'updated_at', s.updated_at)
          order by s.created_at)
        from public.project_signups s join public.projects j on j.id = s.project_id
        where s.user_id = p_user_id), '[]'::jsonb),
      'attendance', coalesce((
        select jsonb_agg(jsonb_build_object(
          'project', j.title, 'session', x.title, 'starts_at', x.starts_at, 'present', a.present,
          'marked_at', a.marked_at) order by x.starts_at)
        from public.project_attendance a
          join public.project_sessions x on x.id = a.session_id
          join public.projects j on j.id = x.project_id
        where a.user_id = p_user_id), '[]'::jsonb),
      'teaching', coalesce((
        select jsonb_agg(jsonb_build_object(
          'project', j.title, 'slug', j.slug, 'display_name', i.display_name, 'created_at', i.created_at)
          order by i.created_at)
        from public.project_instructors i join public.projects j on j.id = i.project_id
        where i.user_id = p_user_id), '[]'::jsonb)),
    -- Issue #36: what she studied, her certificates (revoked ones too) and what she wrote to teach.
    'learning', jsonb_build_object(
      'progress', coalesce((
        select jsonb_agg(jsonb_build_object('material', m.title, 'slug', m.slug, 'completed_at', p.completed_at)
          order by p.completed_at)
        from public.learning_progress p join public.learning_materials m on m.id = p.material_id
        where p.user_id = p_user_id), '[]'::jsonb),
      'certificates', coalesce((
        select jsonb_agg(jsonb_build_object(
          'code', c.code, 'title', c.title, 'kind', c.kind, 'hours', c.hours, 'holder_name', c.holder_name,
          'started_on', c.started_on, 'completed_on', c.completed_on, 'instructor_name', c.instructor_name,
          'issued_at', c.issued_at, 'revoked', c.revoked_at is not null, 'revoked_at', c.revoked_at,
          'revoked_reason', c.revoked_reason) order by c.issued_at)
        from public.certificates c where c.user_id = p_user_id), '[]'::jsonb),
      'materials', coalesce((
        select jsonb_agg(jsonb_build_object(
          'title', m.title, 'slug', m.slug, 'kind', m.kind, 'status', m.status, 'access', m.access,
          'published_at', m.published_at, 'created_at', m.created_at) order by m.created_at)
        from public.learning_materials m where m.author_id = p_user_id), '[]'::jsonb),
      'tracks', coalesce((
        select jsonb_agg(jsonb_build_object(
          'title', t.title, 'slug', t.slug, 'status', t.status, 'published_at', t.published_at,
          'created_at', t.created_at) order by t.created_at)
        from public.learning_tracks t where t.author_id = p_user_id), '[]'::jsonb)),
    -- As an ambassador: her code, her referrals (when, and whether confirmed: never who) and her
    -- commissions. As someone referred: the code she came with.
    'ambassador', (
      select jsonb_build_object(
        'code', a.code, 'created_at', a.created_at,
        'referrals', coalesce((
          select jsonb_agg(jsonb_build_object(
            'code', r.code, 'created_at', r.created_at, 'confirmed_at', r.confirmed_at) order by r.created_at)
          from public.referrals r where r.ambassador_id = a.user_id), '[]'::jsonb),
        'commissions', coalesce((
          select jsonb_agg(jsonb_build_object(
            'kind', e.kind, 'description', e.description, 'amount_cents', e.amount_cents, 'status', e.status,
            'created_at', e.created_at, 'approved_at', e.approved_at, 'paid_at', e.paid_at)
            order by e.created_at)
          from public.commission_entries e where e.ambassador_id = a.user_id), '[]'::jsonb))
      from public.ambassadors a where a.user_id = p_user_id),
    'referred_by', (
      select jsonb_build_object('code', r.code, 'created_at', r.created_at, 'confirmed_at', r.confirmed_at)
      from public.referrals r where r.referred_user_id = p_user_id),
    -- What administrators did to her account (rights, roles, permissions).
    'account_history', coalesce((
      select jsonb_agg(jsonb_build_object('action', a.action, 'details', a.details, 'created_at', a.created_at)
        order by a.created_at)
      from public.audit_log a where a.target_type = 'profile' and a.target_id = p_user_id::text), '[]'::jsonb),
    -- Files she uploaded, and everything in her own avatar folder.
    'storage_objects', coalesce((
      select jsonb_agg(jsonb_build_object(
        'bucket', o.bucket_id, 'name', o.name, 'public', coalesce(k.public, false),
        'content_type', o.metadata ->> 'mimetype', 'size', (o.metadata ->> 'size')::bigint,
        'created_at', o.created_at) order by o.created_at)
      from storage.objects o left join storage.buckets k on k.id = o.bucket_id
      where o.owner_id = p_user_id::text
         or (o.bucket_id = 'avatars' and (storage.foldername(o.name))[1] = p_user_id::text)), '[]'::jsonb)
  ) into v_result;
  -- jsonb_build_object takes at most 100 arguments: the members-connect keys are merged in.
  v_result := v_result || jsonb_build_object(
    'member_profile', (
      select jsonb_build_object(
        'handle', p.handle, 'visibility', p.profile_visibility,
        'visibility_changed_at', p.profile_visibility_changed_at, 'offers', to_jsonb(p.offers),
        'needs', to_jsonb(p.needs), 'offers_note', p.offers_note, 'needs_note', p.needs_note,
        'social_links', p.social_links)
      from public.profiles p where p.id = p_user_id),
    'profile_visibility_consents', coalesce((
      select jsonb_agg(jsonb_build_object('visibility', c.visibility, 'created_at', c.created_at) order by c.created_at)
      from public.profile_visibility_consents c where c.user_id = p_user_id), '[]'::jsonb),
    'conversations', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', c.id, 'created_at', c.created_at,
        'other_participant', coalesce((
          select private.member_display_name(p.full_name)
          from public.conversation_members o join public.profiles p on p.id = o.user_id
          where o.conversation_id = c.id and o.user_id <> p_user_id), 'Ex-associada'),
        'hidden_at', m.hidden_at, 'last_read_at', m.last_read_at,
        'messages', coalesce((
          select jsonb_agg(jsonb_build_object(
            'from_me', d.sender_id is not distinct from p_user_id, 'body', d.body, 'image_path', d.image_path,
            'quote', d.quote, 'removed', d.removed, 'created_at', d.created_at) order by d.created_at, d.id)
          from public.direct_messages d where d.conversation_id = c.id), '[]'::jsonb))
        order by c.created_at)
      from public.conversation_members m join public.conversations c on c.id = m.conversation_id
      where m.user_id = p_user_id), '[]'::jsonb),
    'blocks', coalesce((
      select jsonb_agg(jsonb_build_object(
        'member', private.member_display_name(p.full_name), 'created_at', b.created_at) order by b.created_at)
      from public.member_blocks b join public.profiles p on p.id = b.blocked_id
      where b.blocker_id = p_user_id), '[]'::jsonb),
    'message_reports', coalesce((
      select jsonb_agg(jsonb_build_object(
        'conversation_id', r.conversation_id, 'reason', r.reason, 'details', r.details, 'status', r.status,
        'created_at', r.created_at, 'resolved_at', r.resolved_at) order by r.created_at)
      from public.message_reports r where r.reporter_id = p_user_id), '[]'::jsonb),
    'sanctions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'kind', s.kind, 'reason', s.reason, 'until', s.until, 'created_at', s.created_at) order by s.created_at)
      from public.member_sanctions s where s.user_id = p_user_id), '[]'::jsonb),
    'conversation_starts', coalesce((
      select jsonb_agg(s.started_at order by s.started_at)
      from public.conversation_starts s where s.user_id = p_user_id), '[]'::jsonb));
  -- Issue #38: her orders on both sides, with their lines and timeline, her problem reports and
  -- the order settings of her businesses (her Pix key).
  v_result := v_result || jsonb_build_object(
    'orders_as_buyer', coalesce((
      select jsonb_agg(private.order_export_json(o) order by o.placed_at)
      from public.orders o where o.buyer_id = p_user_id), '[]'::jsonb),
    'orders_as_seller', coalesce((
      select jsonb_agg(private.order_export_json(o) order by o.placed_at)
      from public.orders o where o.seller_id = p_user_id), '[]'::jsonb),
    'order_problem_reports', coalesce((
      select jsonb_agg(jsonb_build_object(
        'order_code', o.code, 'role', r.reporter_role, 'details', r.details, 'status', r.status,
        'created_at', r.created_at, 'resolved_at', r.resolved_at) order by r.created_at)
      from public.order_problem_reports r join public.orders o on o.id = r.order_id
      where r.reporter_id = p_user_id), '[]'::jsonb),
    'order_settings', coalesce((
      select jsonb_agg(jsonb_build_object(
        'business', b.name, 'enabled', s.enabled, 'pix_key_type', s.pix_key_type, 'pix_key', s.pix_key,
        'pix_receiver_name', s.pix_receiver_name, 'pix_receiver_city', s.pix_receiver_city,
        'offers_pickup', s.offers_pickup, 'offers_local_delivery', s.offers_local_delivery,
        'local_delivery_fee_cents', s.local_delivery_fee_cents, 'offers_shipping', s.offers_shipping,
        'minimum_order_cents', s.minimum_order_cents, 'note', s.note, 'updated_at', s.updated_at)
        order by b.name)
      from public.business_order_settings s join public.businesses b on b.id = s.business_id
      where b.owner_id = p_user_id), '[]'::jsonb));
  return v_result;
end;
$$;
comment on function public.export_user_data(uuid) is
  'Service role only ("Baixar meus dados", after the app has identified the member). Everything stored about the user as JSON: account, profile, roles, permissions, newsletter consent record, notifications, reviews, posts and revisions, businesses with her review answers, her pending business revisions, products, community (memberships with a request''s message, topics, messages, supports, reports, read markers), projects (sign-ups with phone consent, attendance, teaching), learning (progress, certificates, materials and tracks she authored), ambassador (code, referrals, commissions), the code she was referred with, account history, storage objects; members-connect: directory profile, visibility choices, conversations (other participant''s name, every message), blocks, her message reports, sanctions, conversation starts; orders: her orders as buyer and as seller (lines, timeline), her order problem reports, her businesses'' order settings.';
