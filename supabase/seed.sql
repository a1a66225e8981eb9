-- Demo data for local development and tests (issue #5). Runs as the database owner after the
-- migrations. Fixed UUIDs so tests and fixtures can reference rows. Local-only passwords:
--   admin@convergencia.test    administradora        demo-convergencia
--   editora@convergencia.test  editora do blog       demo-convergencia
--   membro@convergencia.test   membro                demo-convergencia
--   membra@convergencia.test   membra                demo-convergencia

-- ---------------------------------------------------------------------------------------------
-- Users: inserted as GoTrue would, so on_auth_user_created builds their profiles (and the
-- welcome notifications and newsletter subscribers for those who consented).
-- ---------------------------------------------------------------------------------------------
-- One demo account as GoTrue's sign-up writes it: the user and its e-mail identity. Dropped at the
-- end of the seed, so nothing of it reaches the schema.
create function pg_temp.seed_account(
  p_id uuid, p_email text, p_metadata jsonb, p_age interval,
  p_confirmed boolean default true, p_last_sign_in_at timestamptz default null
) returns void
language sql
as $$
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    email_change_token_current, phone_change, phone_change_token, reauthentication_token
  ) values (
    '00000000-0000-0000-0000-000000000000', p_id, 'authenticated', 'authenticated', p_email,
    extensions.crypt('demo-convergencia', extensions.gen_salt('bf')),
    case when p_confirmed then now() - p_age end, p_last_sign_in_at,
    '{"provider":"email","providers":["email"]}'::jsonb, p_metadata,
    now() - p_age, now() - p_age,
    '', '', '', '', '', '', '', ''
  );
  insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
  values (p_id, p_id, p_id::text,
    jsonb_build_object('sub', p_id::text, 'email', p_email, 'email_verified', p_confirmed),
    'email', p_last_sign_in_at, now() - p_age, now() - p_age);
$$;

select pg_temp.seed_account(u.id, u.email,
  jsonb_build_object('full_name', u.full_name, 'phone', u.phone, 'newsletter_subscribed', u.newsletter),
  u.age, p_last_sign_in_at => now() - interval '1 day')
from (values
  ('00000000-0000-4000-a000-000000000001'::uuid, 'admin@convergencia.test', 'Helena Duarte', '+55 81 99876-1001', true, interval '330 days'),
  ('00000000-0000-4000-a000-000000000002'::uuid, 'editora@convergencia.test', 'Marina Albuquerque', '+55 71 98765-2002', true, interval '290 days'),
  ('00000000-0000-4000-a000-000000000003'::uuid, 'membro@convergencia.test', 'Rafael Moreira', null, true, interval '45 days'),
  ('00000000-0000-4000-a000-000000000004'::uuid, 'membra@convergencia.test', 'Joana Batista', '+55 31 99123-4004', false, interval '3 days')
) as u (id, email, full_name, phone, newsletter, age);

-- Rights are granted directly here (the seed runs as the owner); in the app only
-- secure_toggle_admin_status / secure_toggle_blog_editor can do this.
update public.profiles p
set created_at = u.created_at,
    is_admin = p.id = '00000000-0000-4000-a000-000000000001',
    can_edit_blog = p.id in ('00000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000002'),
    roles = case p.id
      when '00000000-0000-4000-a000-000000000002' then array['customer', 'instructor']
      when '00000000-0000-4000-a000-000000000003' then array['customer', 'community_member']
      when '00000000-0000-4000-a000-000000000004' then array['customer', 'business_owner']
      else array['customer']
    end,
    -- Every demo account has been through the welcome flow, so none is offered it again.
    onboarding_completed = true,
    city = case p.id
      when '00000000-0000-4000-a000-000000000001' then 'Recife'
      when '00000000-0000-4000-a000-000000000002' then 'Salvador'
      when '00000000-0000-4000-a000-000000000004' then 'Belo Horizonte'
    end,
    state = case p.id
      when '00000000-0000-4000-a000-000000000001' then 'PE'
      when '00000000-0000-4000-a000-000000000002' then 'BA'
      when '00000000-0000-4000-a000-000000000004' then 'MG'
    end,
    bio = case p.id
      when '00000000-0000-4000-a000-000000000001' then 'Coordeno a rede Convergência Empreendedora e acompanho grupos de economia solidária no Nordeste.'
      when '00000000-0000-4000-a000-000000000002' then 'Jornalista e editora do blog Convergindo. Escrevo sobre finanças e redes de mulheres.'
      when '00000000-0000-4000-a000-000000000004' then 'Confeiteira e dona de uma pequena doceria de bairro.'
    end
from auth.users u
where u.id = p.id;
update public.notifications n set created_at = p.created_at from public.profiles p where n.user_id = p.id and n.type = 'welcome';

insert into public.audit_log (actor_id, action, target_type, target_id, details, created_at) values
  ('00000000-0000-4000-a000-000000000001', 'blog_editor.grant', 'profile', '00000000-0000-4000-a000-000000000002', '{"can_edit_blog": true}', now() - interval '289 days'),
  ('00000000-0000-4000-a000-000000000001', 'role.add', 'profile', '00000000-0000-4000-a000-000000000002', '{"role": "instructor"}', now() - interval '200 days'),
  ('00000000-0000-4000-a000-000000000001', 'permission.grant', 'profile', '00000000-0000-4000-a000-000000000004', '{"permission_name": "diretorio.gerenciar"}', now() - interval '2 days'),
  ('00000000-0000-4000-a000-000000000001', 'mailrelay.retry', 'mailrelay_sync_log', null, '{"pending": 6}', now() - interval '1 day');

insert into public.user_permissions (id, user_id, permission_name, granted_by, expires_at, active, revoked_at, revoked_by, created_at) values
  ('80000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000004', 'diretorio.gerenciar', '00000000-0000-4000-a000-000000000001', now() + interval '88 days', true, null, null, now() - interval '2 days'),
  ('80000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000002', 'cursos.publicar', '00000000-0000-4000-a000-000000000001', null, true, null, null, now() - interval '120 days'),
  ('80000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000003', 'eventos.organizar', '00000000-0000-4000-a000-000000000001', now() - interval '5 days', true, null, null, now() - interval '40 days'),
  ('80000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000003', 'comunidade.moderar', '00000000-0000-4000-a000-000000000001', null, false, now() - interval '10 days', '00000000-0000-4000-a000-000000000001', now() - interval '30 days');

-- ---------------------------------------------------------------------------------------------
-- Blog taxonomy
-- ---------------------------------------------------------------------------------------------
insert into public.blog_categories (id, name, slug, description) values
  ('10000000-0000-4000-a000-000000000001', 'Empreendedorismo', 'empreendedorismo', 'Primeiros passos, formalização e crescimento de negócios liderados por mulheres.'),
  ('10000000-0000-4000-a000-000000000002', 'Economia Solidária', 'economia-solidaria', 'Cooperativas, feiras, comércio justo e finanças comunitárias.'),
  ('10000000-0000-4000-a000-000000000003', 'Finanças', 'financas', 'Preço, fluxo de caixa, crédito e organização financeira.'),
  ('10000000-0000-4000-a000-000000000004', 'Marketing', 'marketing', 'Comunicação, redes sociais e relacionamento com clientes.'),
  ('10000000-0000-4000-a000-000000000005', 'Redes de Mulheres', 'redes-de-mulheres', 'Mentoria, liderança e a força do coletivo.'),
  ('10000000-0000-4000-a000-000000000006', 'Gestão', 'gestao', 'Planejamento, rotina e tempo de quem empreende.');

insert into public.blog_tags (id, name, slug) values
  ('20000000-0000-4000-a000-000000000001', 'MEI', 'mei'),
  ('20000000-0000-4000-a000-000000000002', 'Fluxo de caixa', 'fluxo-de-caixa'),
  ('20000000-0000-4000-a000-000000000003', 'Precificação', 'precificacao'),
  ('20000000-0000-4000-a000-000000000004', 'Redes sociais', 'redes-sociais'),
  ('20000000-0000-4000-a000-000000000005', 'Instagram', 'instagram'),
  ('20000000-0000-4000-a000-000000000006', 'Cooperativismo', 'cooperativismo'),
  ('20000000-0000-4000-a000-000000000007', 'Feiras', 'feiras'),
  ('20000000-0000-4000-a000-000000000008', 'Comércio justo', 'comercio-justo'),
  ('20000000-0000-4000-a000-000000000009', 'Microcrédito', 'microcredito'),
  ('20000000-0000-4000-a000-000000000010', 'Mentoria', 'mentoria'),
  ('20000000-0000-4000-a000-000000000011', 'Liderança', 'lideranca'),
  ('20000000-0000-4000-a000-000000000012', 'Maternidade', 'maternidade'),
  ('20000000-0000-4000-a000-000000000013', 'Marca', 'marca'),
  ('20000000-0000-4000-a000-000000000014', 'Finanças comunitárias', 'financas-comunitarias');

-- ---------------------------------------------------------------------------------------------
-- Posts: 16 published over the past year, 3 drafts, 1 archived.
-- ---------------------------------------------------------------------------------------------
insert into public.blog_posts (
  id, title, slug, excerpt, content, status, author_id, category_id, seo_title, seo_description, seo_keywords,
  featured_image_url, published_at, created_at, views_count
)
select p.id::uuid, p.title, p.slug, p.excerpt, p.content, p.status, p.author_id::uuid, p.category_id::uuid,
  p.seo_title, p.seo_description, p.seo_keywords, '/images/blog/' || p.slug || '.jpg',
  case when p.age_days is null then null else now() - make_interval(days => p.age_days) end,
  now() - make_interval(days => coalesce(p.age_days, 0) + p.draft_days),
  p.views
from (values
(
  '30000000-0000-4000-a000-000000000001',
  'Como organizar as finanças do seu pequeno negócio',
  'como-organizar-as-financas-do-seu-pequeno-negocio',
  'Separar o dinheiro da casa do dinheiro da empresa é o primeiro passo. Veja um roteiro simples para colocar as contas em ordem.',
  $html$<p>Quase toda empreendedora começa do mesmo jeito: vendendo para amigas, recebendo no Pix pessoal e pagando fornecedores com o cartão da família. Funciona por um tempo, até o dia em que você não sabe mais se o negócio dá lucro ou se está sendo sustentado pelo salário de alguém da casa.</p>
<h2>Separe as contas</h2>
<p>Abra uma conta só para o negócio, mesmo que seja uma conta digital gratuita. Todo dinheiro que entra das vendas vai para ela; todo gasto do negócio sai dela. Parece burocrático, mas é a única forma de enxergar a realidade.</p>
<h2>Defina o seu pró-labore</h2>
<p>Você trabalha no negócio e merece ser paga por isso. Estabeleça um valor fixo mensal, transferido da conta da empresa para a sua conta pessoal, e resista à tentação de "pegar um pouquinho" no meio do mês.</p>
<ul>
  <li>Comece com um valor modesto e revise a cada três meses;</li>
  <li>Registre a transferência como despesa do negócio;</li>
  <li>Se o caixa não comporta o pró-labore, esse é um sinal importante sobre preço ou custos.</li>
</ul>
<h2>Anote tudo, todos os dias</h2>
<p>Uma planilha simples com data, descrição, entrada e saída já resolve. O segredo não é a ferramenta, é a constância: cinco minutos no fim do dia evitam horas de dor de cabeça no fim do mês.</p>
<blockquote>"Quando separei as contas, descobri que meu produto mais vendido era o que menos dava lucro." — Cláudia, confeiteira em Olinda (PE)</blockquote>
<p>Organizar as finanças não é sobre virar contadora. É sobre tomar decisões com informação, e não com sustos.</p>$html$,
  'published', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000003',
  'Finanças do pequeno negócio: por onde começar', 'Separe contas, defina seu pró-labore e anote tudo: um roteiro simples para organizar as finanças do seu pequeno negócio.',
  array['finanças', 'pró-labore', 'pequeno negócio'], 350, 4, 1284
),
(
  '30000000-0000-4000-a000-000000000002',
  'Economia solidária: o que é e como participar',
  'economia-solidaria-o-que-e-e-como-participar',
  'Cooperação, autogestão e comércio justo: entenda os princípios da economia solidária e encontre o seu lugar nessa rede.',
  $html$<p>A economia solidária reúne formas de produzir, vender, consumir e trocar em que as pessoas trabalham juntas e decidem juntas. No Brasil, ela está presente em cooperativas de costureiras, associações de agricultoras, bancos comunitários e feiras que acontecem em praças de norte a sul.</p>
<h2>Os princípios</h2>
<ul>
  <li><strong>Cooperação:</strong> o resultado é coletivo, e não de uma dona só;</li>
  <li><strong>Autogestão:</strong> as decisões são tomadas em assembleia, com voz para todas;</li>
  <li><strong>Solidariedade:</strong> preocupação com a comunidade e com quem está mais vulnerável;</li>
  <li><strong>Respeito ao meio ambiente:</strong> produção que cuida do território.</li>
</ul>
<h2>Por que ela importa para as mulheres</h2>
<p>Para muitas mulheres, especialmente as que cuidam de filhos ou de pessoas idosas, o trabalho coletivo permite dividir tarefas, horários e riscos. A renda deixa de depender de uma única pessoa, e o grupo vira também uma rede de apoio.</p>
<h2>Como participar</h2>
<p>Você pode começar como consumidora, comprando de empreendimentos solidários da sua cidade. Pode também procurar o fórum de economia solidária do seu estado, participar de uma feira ou reunir vizinhas que produzem algo em comum.</p>
<blockquote>Economia solidária não é caridade: é outra forma de organizar o trabalho, com dignidade e autonomia.</blockquote>
<p>Na Convergência, mapeamos empreendimentos e feiras para que ninguém precise começar sozinha.</p>$html$,
  'published', '00000000-0000-4000-a000-000000000001', '10000000-0000-4000-a000-000000000002',
  'Economia solidária: o que é e como participar', 'Cooperação, autogestão e comércio justo: os princípios da economia solidária e caminhos práticos para você fazer parte da rede.',
  array['economia solidária', 'cooperativas', 'autogestão'], 330, 6, 2105
),
(
  '30000000-0000-4000-a000-000000000003',
  'Precificação justa para artesãs e produtoras',
  'precificacao-justa-para-artesas-e-produtoras',
  'Seu preço precisa pagar material, tempo e futuro. Aprenda a calcular sem medo de cobrar o que o seu trabalho vale.',
  $html$<p>"Mas ninguém vai pagar isso!" é a frase que mais ouvimos nas oficinas de precificação. E quase sempre ela vem de quem está cobrando menos do que gasta.</p>
<h2>O que entra no preço</h2>
<ul>
  <li>Matéria-prima e embalagem de cada peça;</li>
  <li>As suas horas de trabalho, com valor definido;</li>
  <li>Custos fixos rateados: luz, internet, aluguel do espaço, taxas da maquininha;</li>
  <li>Uma margem para reinvestir e para imprevistos.</li>
</ul>
<h2>Valorize a sua hora</h2>
<p>Defina quanto você quer ganhar por mês e divida pelas horas que realmente dedica ao negócio. Esse é o valor da sua hora. Uma peça que leva três horas para ficar pronta carrega três vezes esse valor.</p>
<h2>Compare, mas não copie</h2>
<p>Olhar o preço de outras artesãs ajuda a entender o mercado, mas cada produção tem custos diferentes. Quem compra artesanato busca história, cuidado e exclusividade, e isso também tem valor.</p>
<blockquote>Preço justo é aquele que remunera quem produz e respeita quem compra.</blockquote>
<p>Revise seus preços a cada seis meses ou sempre que um insumo importante subir.</p>$html$,
  'published', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000003',
  'Precificação justa para artesãs', 'Como calcular o preço das suas peças incluindo material, horas de trabalho, custos fixos e margem, sem medo de cobrar.',
  array['precificação', 'artesanato', 'preço justo'], 310, 3, 1760
),
(
  '30000000-0000-4000-a000-000000000004',
  'Marketing digital com pouco orçamento',
  'marketing-digital-com-pouco-orcamento',
  'Não é preciso investir muito para ser encontrada. Estratégias simples para divulgar seu negócio gastando pouco ou nada.',
  $html$<p>Anúncios pagos ajudam, mas não são o ponto de partida. Antes de gastar, garanta que as pessoas certas conseguem encontrar e confiar no seu negócio.</p>
<h2>Esteja onde sua cliente está</h2>
<p>Cadastre o negócio no Google Perfil da Empresa, com endereço, horário e fotos reais. Para negócios de bairro, essa ficha costuma trazer mais clientes do que qualquer rede social.</p>
<h2>Conteúdo que ensina vende</h2>
<p>Mostre os bastidores, explique como usar o produto, responda dúvidas frequentes. Um vídeo curto ensinando a conservar um bolo caseiro gera mais confiança do que dez posts dizendo "encomende já".</p>
<ul>
  <li>Escolha dois canais e seja constante neles;</li>
  <li>Peça depoimentos e publique com autorização;</li>
  <li>Faça parcerias com outras empreendedoras da rede.</li>
</ul>
<h2>Meça o que funciona</h2>
<p>Pergunte a cada nova cliente como ela conheceu você. Anote. Em dois meses você saberá onde vale a pena colocar energia.</p>
<blockquote>Marketing é relacionamento: as pessoas compram de quem conhecem e em quem confiam.</blockquote>$html$,
  'published', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000004',
  'Marketing digital com pouco orçamento', 'Google Perfil da Empresa, conteúdo que ensina e parcerias: estratégias para divulgar seu negócio gastando pouco.',
  array['marketing digital', 'divulgação', 'redes sociais'], 290, 5, 3011
),
(
  '30000000-0000-4000-a000-000000000005',
  'Redes de mulheres empreendedoras: a força do coletivo',
  'redes-de-mulheres-empreendedoras-a-forca-do-coletivo',
  'Trocar contatos, dividir custos e se apoiar nos dias difíceis: por que as redes fazem os negócios de mulheres durarem mais.',
  $html$<p>Empreender sozinha é cansativo. Empreender em rede continua sendo trabalho, mas um trabalho dividido, acompanhado e muito mais criativo.</p>
<h2>O que uma rede oferece</h2>
<ul>
  <li>Indicações de clientes e fornecedores de confiança;</li>
  <li>Compras coletivas que reduzem o custo de insumos;</li>
  <li>Troca de saberes: quem sabe de Instagram ensina quem sabe de planilha;</li>
  <li>Apoio emocional em um caminho que muitas vezes é solitário.</li>
</ul>
<h2>Como construir a sua</h2>
<p>Comece pequeno: três ou quatro empreendedoras da sua região, um grupo de mensagens e um encontro mensal com pauta definida. Combine regras simples de convivência e celebre as conquistas de cada uma.</p>
<blockquote>"Sozinha eu vendia na minha rua. Com a rede, passei a vender na cidade inteira." — Dona Lúcia, doceira em Juazeiro do Norte (CE)</blockquote>
<h2>Redes que se conectam</h2>
<p>A Convergência Empreendedora nasceu justamente da vontade de ligar redes locais entre si. Quando uma rede de Recife conversa com uma de Porto Alegre, as soluções viajam junto.</p>$html$,
  'published', '00000000-0000-4000-a000-000000000001', '10000000-0000-4000-a000-000000000005',
  'Redes de mulheres empreendedoras', 'Indicações, compras coletivas e apoio mútuo: por que empreender em rede faz os negócios de mulheres durarem mais.',
  array['redes de mulheres', 'sororidade', 'empreendedorismo feminino'], 270, 2, 2430
),
(
  '30000000-0000-4000-a000-000000000006',
  'MEI: passo a passo para formalizar seu negócio',
  'mei-passo-a-passo-para-formalizar-seu-negocio',
  'CNPJ, nota fiscal e previdência por um valor mensal fixo. Veja quem pode ser MEI e como fazer o cadastro sem intermediários.',
  $html$<p>O Microempreendedor Individual (MEI) é a porta de entrada para a formalização no Brasil. Com ele você tem CNPJ, pode emitir nota fiscal e passa a contribuir para a previdência, com direito a auxílio-maternidade e aposentadoria.</p>
<h2>Quem pode ser MEI</h2>
<ul>
  <li>Quem fatura até o limite anual definido pela Receita Federal;</li>
  <li>Quem exerce uma das atividades permitidas na lista oficial;</li>
  <li>Quem não é sócia ou titular de outra empresa;</li>
  <li>Quem tem no máximo uma pessoa contratada.</li>
</ul>
<h2>O cadastro</h2>
<p>A formalização é gratuita e feita pelo Portal do Empreendedor, com a conta gov.br. Desconfie de sites que cobram pelo cadastro: o processo oficial não tem custo.</p>
<h2>Depois de formalizada</h2>
<p>Todo mês vence o DAS, a guia com o valor fixo de impostos e contribuição. Uma vez por ano, você entrega a declaração anual com o faturamento. Coloque as datas no calendário e evite multas.</p>
<blockquote>Formalizar é proteger você e o seu negócio, e abre portas para crédito e para vender a empresas e ao poder público.</blockquote>$html$,
  'published', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000001',
  'MEI: passo a passo para formalizar', 'Quem pode ser MEI, como fazer o cadastro gratuito no Portal do Empreendedor e o que muda depois da formalização.',
  array['MEI', 'formalização', 'CNPJ'], 250, 7, 4520
),
(
  '30000000-0000-4000-a000-000000000007',
  'Feiras solidárias: como preparar sua banca',
  'feiras-solidarias-como-preparar-sua-banca',
  'Exposição, preços visíveis, formas de pagamento e conversa: um checklist para aproveitar ao máximo cada feira.',
  $html$<p>As feiras de economia solidária são vitrines e pontos de encontro. Quem vai a uma feira quer conhecer quem produz, e a sua banca é o primeiro convite para essa conversa.</p>
<h2>Antes da feira</h2>
<ul>
  <li>Confira o tamanho do espaço e leve uma toalha ou tecido que combine com a sua marca;</li>
  <li>Separe troco e teste a maquininha e o QR code do Pix;</li>
  <li>Prepare etiquetas com preço: muita gente não pergunta e vai embora.</li>
</ul>
<h2>Durante a feira</h2>
<p>Organize os produtos em alturas diferentes, deixe algo para as pessoas tocarem e experimentarem e tenha cartões ou um QR code para o seu perfil. Conte a história das peças: de onde vem o material, quem fez, quanto tempo levou.</p>
<h2>Depois da feira</h2>
<p>Anote o que vendeu, o que sobrou e quais perguntas se repetiram. Essas anotações valem ouro para a próxima edição.</p>
<blockquote>Banca bonita atrai; conversa boa faz voltar.</blockquote>$html$,
  'published', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000002',
  'Feiras solidárias: prepare sua banca', 'Checklist para feiras de economia solidária: exposição, preços visíveis, formas de pagamento e o que anotar depois.',
  array['feiras', 'economia solidária', 'vendas'], 225, 3, 980
),
(
  '30000000-0000-4000-a000-000000000008',
  'Instagram para negócios de bairro',
  'instagram-para-negocios-de-bairro',
  'Perfil comercial, localização e stories do dia a dia: como usar o Instagram para ser lembrada pela vizinhança.',
  $html$<p>O Instagram não serve só para marcas grandes. Para o salão, a costureira ou a marmitaria do bairro, ele funciona como uma vitrine que fica aberta 24 horas.</p>
<h2>Arrume a casa</h2>
<p>Use um perfil comercial, coloque na bio o que você faz, o bairro e como pedir. Um link direto para o WhatsApp poupa várias mensagens.</p>
<h2>Stories são o seu balcão</h2>
<p>Mostre o cardápio do dia, a peça que acabou de sair da máquina, a cliente satisfeita (com autorização). Use a figurinha de localização para aparecer para quem está perto.</p>
<ul>
  <li>Destaques organizados: preços, pedidos, depoimentos;</li>
  <li>Respostas rápidas às mensagens;</li>
  <li>Fotos com luz natural, de preferência perto da janela.</li>
</ul>
<blockquote>Constância vence perfeição: três stories por dia valem mais do que um post perfeito por mês.</blockquote>$html$,
  'published', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000004',
  'Instagram para negócios de bairro', 'Perfil comercial, stories e localização: como usar o Instagram para ser lembrada pela vizinhança e receber mais pedidos.',
  array['instagram', 'redes sociais', 'negócio local'], 200, 2, 1890
),
(
  '30000000-0000-4000-a000-000000000009',
  'Fluxo de caixa na prática',
  'fluxo-de-caixa-na-pratica',
  'Saber quanto dinheiro vai entrar e sair nas próximas semanas evita aperto. Monte o seu fluxo de caixa em uma tarde.',
  $html$<p>Lucro e dinheiro no caixa não são a mesma coisa. Você pode ter vendido muito no mês e, ainda assim, não ter como pagar o fornecedor na sexta-feira, porque as vendas foram parceladas no cartão.</p>
<h2>Monte a sua planilha</h2>
<p>Crie colunas para cada semana dos próximos dois meses. Nas linhas, liste as entradas previstas (vendas à vista, parcelas a receber) e as saídas (fornecedores, DAS, aluguel, pró-labore).</p>
<h2>Atualize toda semana</h2>
<ul>
  <li>Troque o previsto pelo realizado;</li>
  <li>Marque em vermelho as semanas com saldo negativo;</li>
  <li>Antecipe negociações: é mais fácil pedir prazo antes do vencimento.</li>
</ul>
<h2>Crie uma reserva</h2>
<p>Guarde um pouco todo mês até ter o equivalente a três meses de custos fixos. É essa reserva que permite atravessar um mês fraco sem recorrer a juros altos.</p>
<blockquote>Quem enxerga o caixa com antecedência troca o susto pelo planejamento.</blockquote>$html$,
  'published', '00000000-0000-4000-a000-000000000001', '10000000-0000-4000-a000-000000000003',
  'Fluxo de caixa na prática', 'Entradas, saídas e reserva: como montar e atualizar um fluxo de caixa simples para o seu negócio não passar aperto.',
  array['fluxo de caixa', 'finanças', 'planejamento'], 180, 4, 2240
),
(
  '30000000-0000-4000-a000-000000000010',
  'Cooperativas de mulheres: histórias que inspiram',
  'cooperativas-de-mulheres-historias-que-inspiram',
  'Do babaçu no Maranhão à costura em São Paulo: cooperativas lideradas por mulheres mostram que juntas vamos mais longe.',
  $html$<p>Em todas as regiões do Brasil há grupos de mulheres que decidiram produzir juntas. Elas dividem máquinas, espaço e decisões, e transformam renda complementar em sustento.</p>
<h2>Quebradeiras de coco</h2>
<p>No Maranhão, no Piauí e no Tocantins, as quebradeiras de coco babaçu se organizaram em associações e cooperativas para vender óleo, sabonete e farinha, e para defender o livre acesso aos babaçuais.</p>
<h2>Costura coletiva na cidade</h2>
<p>Em bairros de periferia de São Paulo, grupos de costureiras formaram cooperativas para atender encomendas de uniformes e ecobags. Sozinhas, nenhuma teria máquinas suficientes; juntas, atendem pedidos de empresas.</p>
<ul>
  <li>Assembleias mensais para decidir preços e prioridades;</li>
  <li>Rodízio nas funções de gestão;</li>
  <li>Fundo coletivo para manutenção das máquinas.</li>
</ul>
<blockquote>"Na cooperativa aprendi que a minha opinião vale tanto quanto a de qualquer uma." — Francisca, cooperada no Maranhão</blockquote>$html$,
  'published', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000002',
  'Cooperativas de mulheres que inspiram', 'Quebradeiras de coco, costureiras e agricultoras: histórias de cooperativas lideradas por mulheres em todo o Brasil.',
  array['cooperativismo', 'mulheres', 'economia solidária'], 160, 6, 1530
),
(
  '30000000-0000-4000-a000-000000000011',
  'Microcrédito para empreendedoras: como acessar',
  'microcredito-para-empreendedoras-como-acessar',
  'Crédito orientado, com valores menores e acompanhamento, pode ser o empurrão que faltava. Saiba onde procurar e como se preparar.',
  $html$<p>O microcrédito produtivo orientado foi pensado para quem empreende com pouco capital: valores menores, exigências mais simples e um agente de crédito que acompanha o uso do dinheiro.</p>
<h2>Onde procurar</h2>
<ul>
  <li>Programas de bancos públicos voltados a pequenos negócios;</li>
  <li>Agências estaduais de fomento;</li>
  <li>Cooperativas de crédito e bancos comunitários da sua região.</li>
</ul>
<h2>Antes de pedir</h2>
<p>Saiba exatamente para que vai usar o dinheiro e como ele vai voltar. Uma máquina que aumenta a produção se paga; uma dívida antiga rolada com outra dívida, não.</p>
<h2>Crédito em grupo</h2>
<p>Muitos programas trabalham com grupos solidários, em que três a cinco empreendedoras se tornam avalistas umas das outras. Além de facilitar a aprovação, o grupo cria compromisso e apoio mútuo.</p>
<blockquote>Crédito bom é crédito com plano: o valor certo, no prazo certo, para o objetivo certo.</blockquote>$html$,
  'published', '00000000-0000-4000-a000-000000000001', '10000000-0000-4000-a000-000000000003',
  'Microcrédito para empreendedoras', 'O que é microcrédito produtivo orientado, onde encontrar, como funciona o crédito em grupo e como se preparar antes de pedir.',
  array['microcrédito', 'crédito', 'finanças'], 140, 3, 1320
),
(
  '30000000-0000-4000-a000-000000000012',
  'Mentoria entre mulheres: aprender com quem já fez',
  'mentoria-entre-mulheres-aprender-com-quem-ja-fez',
  'Uma conversa por mês com alguém que já passou pelo que você está vivendo pode poupar anos de tentativa e erro.',
  $html$<p>Mentoria não é consultoria nem curso. É uma relação de troca em que uma mulher com mais estrada compartilha o que aprendeu, inclusive os erros, com outra que está começando.</p>
<h2>Como funciona na Convergência</h2>
<p>Formamos duplas por afinidade de área e de região. Os encontros são mensais, de uma hora, durante seis meses, e cada dupla define no primeiro encontro os três desafios que quer trabalhar.</p>
<h2>O que as mentoradas levam</h2>
<ul>
  <li>Clareza sobre prioridades do negócio;</li>
  <li>Contatos de fornecedores e parceiros;</li>
  <li>Confiança para cobrar, negociar e dizer não.</li>
</ul>
<h2>E as mentoras?</h2>
<p>Quem mentora também aprende: revisita a própria trajetória, conhece novas ferramentas e fortalece a rede. Muitas mentoradas de ontem são as mentoras de hoje.</p>
<blockquote>"Minha mentora me fez a pergunta certa: quanto custa a sua hora? Nunca mais cobrei igual." — Aline, designer em Belém (PA)</blockquote>$html$,
  'published', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000005',
  'Mentoria entre mulheres empreendedoras', 'Como funciona a mentoria na Convergência Empreendedora e o que mentoras e mentoradas ganham com essa troca.',
  array['mentoria', 'redes de mulheres', 'aprendizado'], 110, 5, 870
),
(
  '30000000-0000-4000-a000-000000000013',
  'Gestão do tempo para mães empreendedoras',
  'gestao-do-tempo-para-maes-empreendedoras',
  'Entre a escola, a casa e os pedidos, o dia parece curto. Estratégias realistas para organizar a rotina sem culpa.',
  $html$<p>A maioria das empreendedoras que acompanhamos é mãe. O negócio cabe nas brechas do dia, e essas brechas mudam toda semana. Por isso, a gestão do tempo precisa ser flexível e gentil.</p>
<h2>Blocos, não horários</h2>
<p>Em vez de uma agenda rígida, pense em blocos: produção, atendimento, administração. Encaixe cada bloco no momento do dia em que ele funciona melhor, por exemplo, atendimento enquanto as crianças estão na escola.</p>
<h2>Três prioridades por dia</h2>
<ul>
  <li>Escolha, na noite anterior, as três tarefas que fazem o negócio andar;</li>
  <li>Faça a mais difícil primeiro;</li>
  <li>O resto é bônus, não obrigação.</li>
</ul>
<h2>Divida a carga</h2>
<p>Cuidar não é tarefa só da mãe. Converse com quem divide a casa, troque horários com vizinhas, busque creches e redes comunitárias. Pedir ajuda é estratégia de negócio.</p>
<blockquote>Produtividade de verdade inclui descanso.</blockquote>$html$,
  'published', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000006',
  'Gestão do tempo para mães empreendedoras', 'Blocos de tempo, três prioridades por dia e divisão da carga de cuidado: organização realista para mães que empreendem.',
  array['gestão do tempo', 'maternidade', 'rotina'], 80, 2, 2675
),
(
  '30000000-0000-4000-a000-000000000014',
  'Comércio justo e consumo consciente',
  'comercio-justo-e-consumo-consciente',
  'Preço justo para quem produz, transparência para quem compra: como o comércio justo muda a relação entre as duas pontas.',
  $html$<p>Comércio justo é uma parceria comercial baseada em diálogo, transparência e respeito. Ele busca garantir que quem produz receba um valor que cubra custos e permita viver com dignidade.</p>
<h2>Na prática</h2>
<ul>
  <li>Preço combinado com as produtoras, e não imposto;</li>
  <li>Relações de longo prazo, com pedidos planejados;</li>
  <li>Transparência sobre a origem e a cadeia do produto;</li>
  <li>Condições de trabalho seguras e sem exploração.</li>
</ul>
<h2>O papel de quem compra</h2>
<p>Consumo consciente é perguntar de onde vem, quem fez e em que condições. É preferir o produto local, o empreendimento solidário, a embalagem retornável, sempre que possível.</p>
<h2>Um selo não é tudo</h2>
<p>Certificações ajudam, mas custam caro para pequenos grupos. A relação direta, em feiras e redes de consumo, também é uma forma legítima de comércio justo.</p>
<blockquote>Cada compra é um voto no tipo de economia que queremos.</blockquote>$html$,
  'published', '00000000-0000-4000-a000-000000000001', '10000000-0000-4000-a000-000000000002',
  'Comércio justo e consumo consciente', 'O que é comércio justo, como ele funciona na prática e como o consumo consciente fortalece quem produz.',
  array['comércio justo', 'consumo consciente', 'economia solidária'], 55, 3, 640
),
(
  '30000000-0000-4000-a000-000000000015',
  'Como contar a história da sua marca',
  'como-contar-a-historia-da-sua-marca',
  'Por que você começou, para quem você faz e o que te move: a história certa transforma clientes em fãs.',
  $html$<p>Toda marca nasce de uma história: a receita da avó, a demissão que virou oportunidade, o bairro que precisava de um serviço. Essa história é o que diferencia você de um produto de prateleira.</p>
<h2>Três perguntas</h2>
<ul>
  <li><strong>Por quê?</strong> O que te levou a começar;</li>
  <li><strong>Para quem?</strong> Quem você quer ajudar ou encantar;</li>
  <li><strong>Como?</strong> O jeito único com que você faz.</li>
</ul>
<h2>Onde contar</h2>
<p>Na página "sobre" do site, na bio, na etiqueta do produto, no cartão que vai dentro da embalagem. Repita a história com palavras diferentes até ela virar a cara da sua marca.</p>
<h2>Seja verdadeira</h2>
<p>Não é preciso inventar uma trajetória heroica. Clientes se conectam com autenticidade: as dificuldades, os aprendizados e as pessoas envolvidas.</p>
<blockquote>"Quando comecei a contar que cada bolsa é feita com retalhos doados pela comunidade, as vendas dobraram." — Patrícia, artesã em Florianópolis (SC)</blockquote>$html$,
  'published', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000004',
  'Como contar a história da sua marca', 'Por quê, para quem e como: três perguntas para contar a história da sua marca e criar conexão verdadeira com clientes.',
  array['marca', 'storytelling', 'marketing'], 30, 4, 455
),
(
  '30000000-0000-4000-a000-000000000016',
  'Bancos comunitários e moedas sociais',
  'bancos-comunitarios-e-moedas-sociais',
  'Dinheiro que circula no próprio bairro: conheça os bancos comunitários e como as moedas sociais fortalecem o comércio local.',
  $html$<p>Em 1998, moradoras e moradores do Conjunto Palmeiras, em Fortaleza, criaram o Banco Palmas. A ideia era simples e poderosa: fazer o dinheiro do bairro circular no próprio bairro. Hoje há mais de cem bancos comunitários no Brasil.</p>
<h2>Como funcionam</h2>
<p>Os bancos comunitários são geridos pela própria comunidade. Eles oferecem microcrédito, serviços financeiros básicos e, muitas vezes, emitem uma moeda social aceita pelo comércio local.</p>
<h2>Por que uma moeda própria?</h2>
<ul>
  <li>Estimula compras no comércio do bairro;</li>
  <li>Gera renda e emprego perto de casa;</li>
  <li>Fortalece a identidade e a organização comunitária.</li>
</ul>
<h2>Mulheres à frente</h2>
<p>Em muitos bancos comunitários, são as mulheres que coordenam o crédito e conhecem cada empreendimento de perto. O acompanhamento próximo explica as baixas taxas de inadimplência.</p>
<blockquote>Desenvolvimento local começa quando a comunidade decide sobre o próprio dinheiro.</blockquote>$html$,
  'published', '00000000-0000-4000-a000-000000000001', '10000000-0000-4000-a000-000000000002',
  'Bancos comunitários e moedas sociais', 'Como funcionam os bancos comunitários, por que as moedas sociais fortalecem o comércio local e o papel das mulheres na gestão.',
  array['bancos comunitários', 'moeda social', 'finanças comunitárias'], 8, 3, 212
),
(
  '30000000-0000-4000-a000-000000000017',
  'Planejamento anual: metas para o seu negócio',
  'planejamento-anual-metas-para-o-seu-negocio',
  'Rascunho: um roteiro para revisar o ano e definir metas possíveis para o próximo.',
  $html$<p>Dezembro é um bom momento para olhar para trás antes de olhar para frente.</p>
<h2>Revise o ano</h2>
<p>Liste o que deu certo, o que não deu e o que você aprendeu.</p>
<h2>Metas possíveis</h2>
<ul>
  <li>Uma meta de faturamento;</li>
  <li>Uma meta de aprendizado;</li>
  <li>Uma meta de descanso.</li>
</ul>$html$,
  'draft', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000006',
  null, null, array['planejamento'], null, 2, 0
),
(
  '30000000-0000-4000-a000-000000000018',
  'WhatsApp Business: atendimento que encanta',
  'whatsapp-business-atendimento-que-encanta',
  'Catálogo, respostas rápidas e etiquetas para organizar pedidos.',
  $html$<p>O WhatsApp é o principal canal de vendas de muitos pequenos negócios.</p>
<h2>Configure o perfil</h2>
<p>Horário de atendimento, endereço e catálogo com fotos e preços.</p>$html$,
  'draft', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000004',
  'WhatsApp Business para pequenos negócios', null, array['whatsapp', 'atendimento'], null, 6, 0
),
(
  '30000000-0000-4000-a000-000000000019',
  'Liderança feminina nos territórios',
  'lideranca-feminina-nos-territorios',
  null,
  $html$<p>Anotações para a entrevista com lideranças comunitárias.</p>$html$,
  'draft', '00000000-0000-4000-a000-000000000001', '10000000-0000-4000-a000-000000000005',
  null, null, array[]::text[], null, 1, 0
),
(
  '30000000-0000-4000-a000-000000000020',
  'Retrospectiva Convergência 2024',
  'retrospectiva-convergencia-2024',
  'Os encontros, as feiras e as redes que marcaram o nosso 2024.',
  $html$<p>2024 foi o ano em que a Convergência chegou a novas cidades e conectou redes de todas as regiões.</p>
<h2>Destaques</h2>
<ul>
  <li>Feiras solidárias em cinco capitais;</li>
  <li>Primeira turma de mentoria;</li>
  <li>Lançamento do blog Convergindo.</li>
</ul>$html$,
  'archived', '00000000-0000-4000-a000-000000000001', '10000000-0000-4000-a000-000000000001',
  'Retrospectiva Convergência 2024', 'Os encontros, feiras e redes que marcaram o ano de 2024 na Convergência Empreendedora.',
  array['retrospectiva'], 364, 2, 1190
)
) as p (id, title, slug, excerpt, content, status, author_id, category_id, seo_title, seo_description, seo_keywords, age_days, draft_days, views);

-- Drafts have no published_at; the archived post keeps the date it was published.
update public.blog_posts set updated_at = coalesce(published_at, created_at) + interval '2 hours';
-- The demo covers are illustrations of the post's theme; the editor asks for this text on save.
update public.blog_posts set featured_image_alt = 'Ilustração do artigo: ' || title where featured_image_url is not null;

insert into public.blog_post_tags (post_id, tag_id)
select ('30000000-0000-4000-a000-0000000000' || lpad(t.post::text, 2, '0'))::uuid,
       ('20000000-0000-4000-a000-0000000000' || lpad(t.tag::text, 2, '0'))::uuid
from (values
  (1, 2), (1, 3), (2, 6), (2, 8), (2, 14), (3, 3), (4, 4), (4, 5), (4, 13), (5, 10), (5, 11),
  (6, 1), (7, 7), (7, 8), (8, 4), (8, 5), (9, 2), (10, 6), (10, 11), (11, 9), (11, 14),
  (12, 10), (12, 11), (13, 12), (14, 8), (15, 13), (15, 4), (16, 14), (16, 9), (17, 2), (18, 4), (20, 7)
) as t (post, tag);

-- ---------------------------------------------------------------------------------------------
-- Newsletter: 32 subscribers in every sync state (synced, error, pending), confirmed and
-- unsubscribed, from every origin, each with its consent record (given with the form of its
-- origin, confirmed through the e-mail link two hours later). Inserting them confirmed fills the
-- outbox through the trigger; the rows of synced and failed subscribers are then settled as
-- MailRelay would have.
-- ---------------------------------------------------------------------------------------------
create temporary table seed_subscribers (
  n integer, name text, email text, origin text, user_type text, sync text, active boolean, age_days integer
) on commit drop;

insert into seed_subscribers values
  (1, 'Ana Paula Ferreira', 'ana.ferreira@exemplo.com.br', 'footer', 'visitante', 'synced', true, 340),
  (2, 'Beatriz Souza', 'bia.souza@exemplo.com.br', 'footer', 'visitante', 'synced', true, 320),
  (3, 'Carla Nascimento', 'carla.nascimento@exemplo.com.br', 'importacao', 'empreendedora', 'synced', true, 300),
  (4, 'Daniela Rocha', 'dani.rocha@exemplo.com.br', 'importacao', 'empreendedora', 'synced', true, 300),
  (5, 'Eliane Costa', 'eliane.costa@exemplo.com.br', 'evento', 'visitante', 'synced', true, 280),
  (6, 'Fernanda Lima', 'fernanda.lima@exemplo.com.br', 'footer', 'visitante', 'synced', false, 260),
  (7, 'Gabriela Martins', 'gabi.martins@exemplo.com.br', 'blog', 'visitante', 'synced', true, 240),
  (8, 'Helena Araújo', 'helena.araujo@exemplo.com.br', 'footer', 'visitante', 'synced', true, 220),
  (9, 'Isabela Gomes', 'isabela.gomes@exemplo.com.br', 'evento', 'parceira', 'synced', true, 200),
  (10, 'Juliana Ribeiro', 'juliana.ribeiro@exemplo.com.br', 'footer', 'visitante', 'synced', true, 190),
  (11, 'Kátia Mendes', 'katia.mendes@exemplo.com.br', 'importacao', 'empreendedora', 'synced', false, 180),
  (12, 'Larissa Teixeira', 'larissa.teixeira@exemplo.com.br', 'blog', 'visitante', 'synced', true, 170),
  (13, 'Mariana Carvalho', 'mariana.carvalho@exemplo.com.br', 'footer', 'visitante', 'synced', true, 150),
  (14, 'Natália Pinto', 'natalia.pinto@exemplo.com.br', 'footer', 'visitante', 'synced', true, 140),
  (15, 'Olívia Barros', 'olivia.barros@exemplo.com.br', 'evento', 'visitante', 'synced', true, 130),
  (16, 'Patrícia Freitas', 'patricia.freitas@exemplo.com.br', 'footer', 'visitante', 'synced', true, 120),
  (17, 'Quitéria Alves', 'quiteria.alves@exemplo.com.br', 'importacao', 'empreendedora', 'synced', true, 110),
  (18, 'Renata Dias', 'renata.dias@exemplo.com.br', 'blog', 'visitante', 'synced', true, 100),
  (19, 'Sandra Monteiro', 'sandra.monteiro@exemplo.com.br', 'footer', 'visitante', 'error', true, 90),
  (20, 'Tatiane Correia', 'tatiane.correia@exemplo.net', 'footer', 'visitante', 'error', true, 80),
  (21, 'Úrsula Cardoso', 'ursula.cardoso@exemplo.com.br', 'evento', 'visitante', 'error', false, 70),
  (22, 'Vanessa Moura', 'vanessa.moura@exemplo.com.br', 'blog', 'visitante', 'error', true, 60),
  (23, 'Wanda Azevedo', 'wanda.azevedo@exemplo.com.br', 'footer', 'visitante', 'pending', true, 40),
  (24, 'Ximena Prado', 'ximena.prado@exemplo.com.br', 'footer', 'visitante', 'pending', true, 30),
  (25, 'Yara Cunha', 'yara.cunha@exemplo.com.br', 'blog', 'visitante', 'pending', true, 20),
  (26, 'Zuleide Santos', 'zuleide.santos@exemplo.com.br', 'evento', 'visitante', 'pending', true, 14),
  (27, 'Adriana Lopes', 'adriana.lopes@exemplo.com.br', 'footer', 'visitante', 'pending', false, 10),
  (28, null, 'contato@ateliedamaria.com.br', 'footer', 'visitante', 'pending', true, 6),
  (29, 'Bruna Vieira', 'bruna.vieira@exemplo.com.br', 'footer', 'visitante', 'pending', true, 3),
  (30, 'Cecília Ramos', 'cecilia.ramos@exemplo.com.br', 'blog', 'visitante', 'pending', true, 2),
  (31, 'Débora Castro', 'debora.castro@exemplo.com.br', 'footer', 'visitante', 'pending', true, 1),
  (32, 'Elisa Fontes', 'elisa.fontes@exemplo.com.br', 'footer', 'visitante', 'synced', true, 200);

insert into public.newsletter_subscribers (id, name, email, origin, user_type, subscribed_at, created_at, mailrelay_id, last_synced_at,
  status, consent_at, consent_source, confirmed_at)
select ('40000000-0000-4000-a000-0000000000' || lpad(s.n::text, 2, '0'))::uuid, s.name, s.email, s.origin, s.user_type,
  now() - make_interval(days => s.age_days), now() - make_interval(days => s.age_days),
  case when s.sync = 'synced' then (1000 + s.n * 7)::text end,
  case when s.sync = 'synced' then now() - make_interval(days => s.age_days) + interval '5 minutes' end,
  'confirmed', now() - make_interval(days => s.age_days), s.origin,
  now() - make_interval(days => s.age_days) + interval '2 hours'
from seed_subscribers s;

update public.newsletter_subscribers ns
set status = 'unsubscribed', unsubscribed_at = now() - make_interval(days => s.age_days / 2)
from seed_subscribers s
where ns.email = s.email and not s.active;

update public.newsletter_subscribers ns
set last_sync_error = case s.n
  when 19 then 'MailRelay 422: o endereço foi rejeitado pelo servidor de destino'
  when 20 then 'MailRelay 422: email is invalid'
  when 21 then 'MailRelay 503: serviço indisponível (tentativas esgotadas)'
  else 'Tempo limite excedido ao contatar MailRelay (10s)'
end
from seed_subscribers s
where ns.email = s.email and s.sync = 'error';

-- Settle the outbox rows the triggers just wrote, with believable timings.
update public.mailrelay_sync_log l
set created_at = ns.subscribed_at + case when l.operation = 'unsubscribe' then make_interval(days => s.age_days / 2) else interval '0' end,
    status = case s.sync when 'synced' then 'completed' when 'error' then 'failed' else 'pending' end,
    attempts = case s.sync when 'synced' then 1 when 'error' then case when s.n = 21 then 5 else 2 end else 0 end,
    processed_at = case when s.sync <> 'pending' then ns.subscribed_at + interval '5 minutes' end,
    error_message = case when s.sync = 'error' then ns.last_sync_error end,
    response_data = case when s.sync = 'synced' then jsonb_build_object('id', ns.mailrelay_id::integer, 'status', 'active') end,
    -- Retries are hours away, so a cached snapshot of this seed (see supabase/local/db.ts) stays true for a while.
    next_attempt_at = case when s.sync = 'error' then now() + interval '4 hours' else ns.subscribed_at end
from public.newsletter_subscribers ns
join seed_subscribers s on s.email = ns.email
where l.entity_id = ns.id;

-- The members' own sign-up subscriptions (from the profile trigger, confirmed by their accounts'
-- confirmation) date from their sign-ups and are already synced.
update public.newsletter_subscribers ns
set mailrelay_id = '990' || substr(md5(ns.email), 1, 4), last_synced_at = now() - interval '1 day',
    subscribed_at = p.created_at, consent_at = p.created_at, confirmed_at = p.created_at
from public.profiles p
where ns.origin = 'cadastro' and p.email = ns.email;
update public.mailrelay_sync_log l set status = 'completed', attempts = 1, processed_at = ns.subscribed_at + interval '1 minute',
  response_data = jsonb_build_object('id', ns.mailrelay_id)
from public.newsletter_subscribers ns
where l.entity_id = ns.id and ns.origin = 'cadastro';

-- A manual batch that once failed as a whole, for the log's history.
insert into public.mailrelay_sync_log (status, operation, entity_type, operation_type, request_data, error_message, attempts, processed_at, created_at, next_attempt_at)
values ('failed', 'update', 'newsletter_subscriber', 'manual', jsonb_build_object('email', 'helena.araujo@exemplo.com.br'),
  'MailRelay 401: chave de API inválida', 5, now() - interval '12 days', now() - interval '12 days', now() - interval '12 days');

-- ---------------------------------------------------------------------------------------------
-- Notifications of every type (plus the welcome ones the trigger created).
-- ---------------------------------------------------------------------------------------------
insert into public.notifications (id, user_id, type, title, message, read, action_url, data, created_at) values
  ('50000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000004', 'new_review', 'Nova avaliação recebida',
   'Luciana deu 5 estrelas para o Ateliê Fios de Minas: "Peças lindas e entrega caprichada!"', false, '/dashboard',
   '{"business_id": "60000000-0000-4000-a000-000000000003", "rating": 5}', now() - interval '20 minutes'),
  ('50000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000004', 'new_message', 'Nova mensagem',
   'Marina Albuquerque enviou uma mensagem sobre a feira de dezembro.', false, '/dashboard', '{}', now() - interval '3 hours'),
  ('50000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000004', 'appointment', 'Mentoria agendada',
   'Sua sessão de mentoria com Helena Duarte está marcada para quinta-feira às 19h.', true, '/dashboard', '{"starts_at": "19:00"}', now() - interval '2 days'),
  ('50000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000004', 'user_action', 'Nova permissão concedida',
   'Você recebeu a permissão "diretorio.gerenciar".', false, '/dashboard', '{"event": "permission_granted"}', now() - interval '2 days'),
  ('50000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000003', 'new_message', 'Nova mensagem na comunidade',
   'Joana respondeu ao seu tópico "Fornecedores de embalagem em BH".', false, '/dashboard', '{}', now() - interval '50 minutes'),
  ('50000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000003', 'appointment', 'Lembrete de oficina',
   'A oficina "Precificação na prática" começa amanhã às 14h, on-line.', false, 'https://convergencia.test/eventos/precificacao', '{}', now() - interval '6 hours'),
  ('50000000-0000-4000-a000-000000000007', '00000000-0000-4000-a000-000000000003', 'system_maintenance', 'Manutenção programada',
   'A plataforma ficará instável no domingo, das 2h às 4h, para melhorias.', true, null, '{}', now() - interval '4 days'),
  ('50000000-0000-4000-a000-000000000008', '00000000-0000-4000-a000-000000000003', 'user_action', 'Novo papel na sua conta',
   'O papel "Membro da comunidade" foi adicionado à sua conta.', true, '/dashboard', '{"event": "role_added", "role": "community_member"}', now() - interval '30 days'),
  ('50000000-0000-4000-a000-000000000009', '00000000-0000-4000-a000-000000000002', 'post_published', 'Seu post foi publicado',
   '"Bancos comunitários e moedas sociais" foi publicado no blog Convergindo.', false, '/convergindo/bancos-comunitarios-e-moedas-sociais', '{"event": "post_published"}', now() - interval '8 days'),
  ('50000000-0000-4000-a000-000000000010', '00000000-0000-4000-a000-000000000002', 'user_action', 'Você agora é editora do blog',
   'Você pode criar e editar posts do blog Convergindo.', true, '/admin/blog', '{"event": "blog_editor_status"}', now() - interval '289 days'),
  ('50000000-0000-4000-a000-000000000011', '00000000-0000-4000-a000-000000000001', 'new_review', 'Avaliação aguardando moderação',
   'Há 3 avaliações do diretório aguardando aprovação.', false, '/admin', '{}', now() - interval '1 hour'),
  ('50000000-0000-4000-a000-000000000012', '00000000-0000-4000-a000-000000000001', 'appointment', 'Reunião da coordenação',
   'Reunião mensal da coordenação da rede na sexta-feira às 10h.', true, null, '{}', now() - interval '5 days');

-- ---------------------------------------------------------------------------------------------
-- Directory: 24 women-led businesses across categories and states (22 listed, one paused by the
-- admins, one waiting in the approval queue), with reviews: most approved (the home
-- testimonials), some waiting for moderation, one answered by its owner. No logos: the pages
-- draw initials. Ratings are computed by the review trigger.
-- ---------------------------------------------------------------------------------------------
insert into public.businesses (
  id, owner_id, name, slug, description, category, city, state, website_url, instagram_url, whatsapp, contact_email,
  accepts_orders, sells_online, status, active, reviewed_at, reviewed_by, submitted_at, created_at
)
select b.id::uuid, b.owner_id::uuid, b.name, b.slug, b.description, b.category, b.city, b.state, b.website_url,
  b.instagram_url, b.whatsapp, b.contact_email, b.orders, b.online, b.status, b.active,
  case when b.status = 'approved' then now() - b.age + interval '1 day' end,
  case when b.status = 'approved' then '00000000-0000-4000-a000-000000000001'::uuid end,
  now() - b.age, now() - b.age
from (values
  ('60000000-0000-4000-a000-000000000001', null, 'Doces da Cláudia', 'doces-da-claudia',
   'Bolos caseiros, doces finos e encomendas para festas, com receitas de família passadas de mãe para filha. Bolo de rolo, cocadas e bem-casados feitos à mão em Olinda.',
   'Alimentação', 'Olinda', 'PE', null, 'https://instagram.com/docesdaclaudia', '+55 81 98888-1010', 'contato@docesdaclaudia.com.br', true, false, 'approved', true, interval '300 days'),
  ('60000000-0000-4000-a000-000000000002', null, 'Cooperativa Mãos que Tecem', 'cooperativa-maos-que-tecem',
   'Cooperativa de costureiras da zona leste que produz ecobags, uniformes e peças sob encomenda, com renda dividida de forma justa entre as cooperadas.',
   'Moda e costura', 'São Paulo', 'SP', 'https://maosquetecem.coop.br', null, '+55 11 97777-2020', 'coop@maosquetecem.coop.br', true, true, 'approved', true, interval '280 days'),
  ('60000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000004', 'Ateliê Fios de Minas', 'atelie-fios-de-minas',
   'Bordados e tricô feitos à mão com fios naturais: mantas, almofadas e peças de enxoval sob medida.',
   'Artesanato', 'Belo Horizonte', 'MG', null, 'https://instagram.com/fiosdeminas', '+55 31 99123-4004', null, true, true, 'approved', true, interval '3 days'),
  ('60000000-0000-4000-a000-000000000004', null, 'Sabores do Sertão', 'sabores-do-sertao',
   'Doces de caju, rapadura e castanhas de produtoras do Cariri, vendidos em feiras e por encomenda.',
   'Alimentação', 'Juazeiro do Norte', 'CE', null, null, '+55 88 98877-3030', null, true, false, 'approved', true, interval '250 days'),
  ('60000000-0000-4000-a000-000000000005', null, 'Estúdio Aline Design', 'estudio-aline-design',
   'Identidade visual, rótulos e embalagens para pequenos negócios, com atendimento remoto para todo o Brasil.',
   'Serviços criativos', 'Belém', 'PA', 'https://alinedesign.com.br', 'https://instagram.com/alinedesign', null, 'ola@alinedesign.com.br', false, true, 'approved', true, interval '210 days'),
  ('60000000-0000-4000-a000-000000000006', null, 'Retalhos da Ilha', 'retalhos-da-ilha',
   'Bolsas e acessórios feitos com retalhos doados pela comunidade: cada peça é única e conta uma história.',
   'Moda e costura', 'Florianópolis', 'SC', null, 'https://instagram.com/retalhosdailha', '+55 48 99666-4040', null, false, true, 'approved', true, interval '180 days'),
  ('60000000-0000-4000-a000-000000000007', null, 'Horta Viva Agroecológica', 'horta-viva-agroecologica',
   'Cestas semanais de hortaliças agroecológicas de agricultoras familiares da região metropolitana, entregues às quintas.',
   'Agricultura familiar', 'Porto Alegre', 'RS', 'https://hortaviva.org.br', null, '+55 51 98555-5050', 'cestas@hortaviva.org.br', true, true, 'approved', true, interval '150 days'),
  ('60000000-0000-4000-a000-000000000008', null, 'Salão Beleza Crespa', 'salao-beleza-crespa',
   'Especialistas em cabelos crespos e cacheados, com produtos de marcas negras e atendimento acolhedor.',
   'Beleza e bem-estar', 'Salvador', 'BA', null, 'https://instagram.com/belezacrespa', '+55 71 98444-6060', null, false, false, 'approved', true, interval '120 days'),
  ('60000000-0000-4000-a000-000000000009', null, 'Marmitaria da Dona Rosa', 'marmitaria-da-dona-rosa',
   'Marmitas caseiras para o almoço (atendimento suspenso temporariamente).',
   'Alimentação', 'Curitiba', 'PR', null, null, '+55 41 98333-7070', null, true, false, 'approved', false, interval '90 days'),
  ('60000000-0000-4000-a000-000000000010', null, 'Tapioca da Nega', 'tapioca-da-nega',
   'Tapiocas recheadas, cuscuz e sucos de frutas da estação numa banca na feira da Beira-Mar, e kits de tapioca para festas.',
   'Alimentação', 'Fortaleza', 'CE', null, 'https://instagram.com/tapiocadanega', '+55 85 98111-1212', null, true, false, 'approved', true, interval '240 days'),
  ('60000000-0000-4000-a000-000000000011', null, 'Cerâmica Terra Viva', 'ceramica-terra-viva',
   'Louças de cerâmica de alta temperatura queimadas em forno a lenha: canecas, pratos e vasos feitos à mão.',
   'Artesanato', 'Cunha', 'SP', 'https://terravivaceramica.com.br', 'https://instagram.com/terravivaceramica', null, 'atelie@terravivaceramica.com.br', true, true, 'approved', true, interval '230 days'),
  ('60000000-0000-4000-a000-000000000012', null, 'Lume Fotografia', 'lume-fotografia',
   'Fotografia de produtos e retratos para empreendedoras, com pacotes acessíveis para quem está começando.',
   'Serviços criativos', 'Recife', 'PE', 'https://lumefotografia.com.br', 'https://instagram.com/lumefoto', '+55 81 99222-1313', null, false, false, 'approved', true, interval '200 days'),
  ('60000000-0000-4000-a000-000000000013', null, 'Movimento Fisioterapia', 'movimento-fisioterapia',
   'Fisioterapia para mulheres: pilates clínico, saúde pélvica e reabilitação pós-parto, com horários à noite.',
   'Saúde e terapias', 'Goiânia', 'GO', null, 'https://instagram.com/movimentofisio', '+55 62 99333-1414', 'agenda@movimentofisio.com.br', false, false, 'approved', true, interval '190 days'),
  ('60000000-0000-4000-a000-000000000014', null, 'Código Delas', 'codigo-delas',
   'Sites, lojas virtuais e automações para pequenos negócios, feitos por uma equipe de desenvolvedoras amazonenses.',
   'Tecnologia', 'Manaus', 'AM', 'https://codigodelas.dev.br', null, '+55 92 98444-1515', 'contato@codigodelas.dev.br', false, true, 'approved', true, interval '170 days'),
  ('60000000-0000-4000-a000-000000000015', null, 'Pousada Flor do Cerrado', 'pousada-flor-do-cerrado',
   'Pousada familiar com café da manhã de produtos locais e passeios guiados por mulheres da Chapada dos Veadeiros.',
   'Turismo e hospedagem', 'Alto Paraíso de Goiás', 'GO', 'https://flordocerrado.tur.br', 'https://instagram.com/pousadaflordocerrado', '+55 62 99555-1616', null, false, true, 'approved', true, interval '160 days'),
  ('60000000-0000-4000-a000-000000000016', null, 'Saber Mais Reforço Escolar', 'saber-mais-reforco-escolar',
   'Aulas de reforço e alfabetização em pequenos grupos, com atenção a cada criança e preços combinados com as famílias.',
   'Educação e cursos', 'Teresina', 'PI', null, null, '+55 86 99666-1717', null, false, false, 'approved', true, interval '140 days'),
  ('60000000-0000-4000-a000-000000000017', null, 'Macramê da Lu', 'macrame-da-lu',
   'Painéis, suportes de plantas e cortinas de macramê em algodão cru, sob medida para cada ambiente.',
   'Casa e decoração', 'Vitória', 'ES', null, 'https://instagram.com/macramedalu', '+55 27 99777-1818', null, true, true, 'approved', true, interval '130 days'),
  ('60000000-0000-4000-a000-000000000018', null, 'Brechó Segunda Chance', 'brecho-segunda-chance',
   'Brechó de roupas femininas selecionadas peça por peça, com vendas on-line e um cantinho na Tijuca.',
   'Moda e costura', 'Rio de Janeiro', 'RJ', null, 'https://instagram.com/brechosegundachance', '+55 21 99888-1919', null, false, true, 'approved', true, interval '110 days'),
  ('60000000-0000-4000-a000-000000000019', null, 'Mel Nativo do Pantanal', 'mel-nativo-do-pantanal',
   'Mel de abelhas nativas sem ferrão colhido por meliponicultoras pantaneiras, com rastreio de cada lote.',
   'Agricultura familiar', 'Bonito', 'MS', 'https://melnativo.com.br', null, '+55 67 99111-2020', 'vendas@melnativo.com.br', true, true, 'approved', true, interval '100 days'),
  ('60000000-0000-4000-a000-000000000020', null, 'Jurema Cosméticos Naturais', 'jurema-cosmeticos-naturais',
   'Sabonetes, óleos e hidratantes veganos com babaçu e buriti de quebradeiras de coco do Maranhão.',
   'Beleza e bem-estar', 'São Luís', 'MA', 'https://juremanatural.com.br', 'https://instagram.com/juremanatural', null, 'oi@juremanatural.com.br', false, true, 'approved', true, interval '80 days'),
  ('60000000-0000-4000-a000-000000000021', null, 'Contas em Dia Contabilidade', 'contas-em-dia-contabilidade',
   'Contabilidade para MEI e pequenas empresas: abertura, declaração anual e orientação financeira sem complicação.',
   'Serviços', 'Brasília', 'DF', 'https://contasemdia.cnt.br', null, '+55 61 99222-2121', 'atendimento@contasemdia.cnt.br', false, true, 'approved', true, interval '70 days'),
  ('60000000-0000-4000-a000-000000000022', null, 'Café das Serras', 'cafe-das-serras',
   'Cafés especiais de produtoras das Matas de Minas, torrados na semana do envio.',
   'Agricultura familiar', 'Manhuaçu', 'MG', 'https://cafedasserras.com.br', 'https://instagram.com/cafedasserras', null, 'pedidos@cafedasserras.com.br', true, true, 'approved', true, interval '50 days'),
  ('60000000-0000-4000-a000-000000000023', '00000000-0000-4000-a000-000000000004', 'Doceria da Joana', 'doceria-da-joana',
   'Brigadeiros gourmet, bolos de pote e caixas de presente feitos na cozinha de casa, no bairro Santa Tereza.',
   'Alimentação', 'Belo Horizonte', 'MG', null, 'https://instagram.com/doceriadajoana', '+55 31 99123-4004', null, true, false, 'pending', true, interval '1 day'),
  ('60000000-0000-4000-a000-000000000024', null, 'Couro Sertanejo Ateliê', 'couro-sertanejo-atelie',
   'Sandálias, bolsas e cintos de couro trabalhados à mão por artesãs do Cariri paraibano.',
   'Artesanato', 'Campina Grande', 'PB', null, 'https://instagram.com/courosertanejo', '+55 83 99333-2424', null, true, true, 'approved', true, interval '30 days')
) as b (id, owner_id, name, slug, description, category, city, state, website_url, instagram_url, whatsapp, contact_email, orders, online, status, active, age);

insert into public.business_reviews (id, business_id, author_id, author_name, rating, comment, approved, rejection_reason, created_at)
select r.id::uuid, r.business_id::uuid, r.author_id::uuid, r.author_name, r.rating, r.comment, r.approved, r.reason, now() - r.age
from (values
  ('70000000-0000-4000-a000-000000000001', '60000000-0000-4000-a000-000000000001', null, 'Renata S.', 5, 'O bolo de rolo mais gostoso que já comi! Atendimento atencioso do pedido à entrega.', true, null, interval '200 days'),
  ('70000000-0000-4000-a000-000000000002', '60000000-0000-4000-a000-000000000002', null, 'Dora P.', 5, 'Como diretora de escola, encomendei 300 uniformes e recebemos antes do prazo, com acabamento impecável.', true, null, interval '150 days'),
  ('70000000-0000-4000-a000-000000000003', '60000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000003', 'Rafael M.', 5, 'Comprei uma manta de presente para minha mãe e ela amou. Peças lindas e entrega caprichada!', true, null, interval '1 day'),
  ('70000000-0000-4000-a000-000000000004', '60000000-0000-4000-a000-000000000004', null, 'Cícera L.', 5, 'Doce de caju igualzinho ao da minha avó. Compro sempre que tem feira.', true, null, interval '120 days'),
  ('70000000-0000-4000-a000-000000000005', '60000000-0000-4000-a000-000000000005', null, 'Sandra P.', 4, 'A Aline renovou a marca da minha padaria e as embalagens. Os clientes elogiam toda semana.', true, null, interval '100 days'),
  ('70000000-0000-4000-a000-000000000006', '60000000-0000-4000-a000-000000000006', null, 'Mônica T.', 5, 'Minha bolsa tem uma história e eu adoro contar. Qualidade excelente.', true, null, interval '90 days'),
  ('70000000-0000-4000-a000-000000000007', '60000000-0000-4000-a000-000000000007', null, 'Lúcia O.', 5, 'Verduras fresquinhas toda quinta, e a gente sabe exatamente quem plantou.', true, null, interval '60 days'),
  ('70000000-0000-4000-a000-000000000008', '60000000-0000-4000-a000-000000000008', null, 'Jéssica A.', 5, 'Finalmente um salão que entende o meu cabelo. Saí me sentindo linda!', true, null, interval '40 days'),
  ('70000000-0000-4000-a000-000000000009', '60000000-0000-4000-a000-000000000001', null, 'Carlos E.', 4, 'Doces ótimos; só o prazo de encomenda que é um pouco longo em dezembro.', true, null, interval '30 days'),
  ('70000000-0000-4000-a000-000000000010', '60000000-0000-4000-a000-000000000007', null, 'Sônia R.', 5, 'A cesta agroecológica mudou a alimentação aqui de casa.', true, null, interval '15 days'),
  ('70000000-0000-4000-a000-000000000011', '60000000-0000-4000-a000-000000000008', null, 'Paulo R.', 1, 'Não gostei.', false, null, interval '5 days'),
  ('70000000-0000-4000-a000-000000000012', '60000000-0000-4000-a000-000000000002', null, 'Teste S.', 3, 'Visite meu site de apostas!!!', false, null, interval '2 days'),
  ('70000000-0000-4000-a000-000000000013', '60000000-0000-4000-a000-000000000009', null, 'Paulo H.', 5, 'A melhor marmita do bairro, pena que parou.', true, null, interval '80 days'),
  ('70000000-0000-4000-a000-000000000014', '60000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000004', 'Joana B.', 4, 'Castanhas muito frescas, embalagem simples e bonita.', false, null, interval '1 day'),
  ('70000000-0000-4000-a000-000000000015', '60000000-0000-4000-a000-000000000010', null, 'Marta F.', 5, 'A tapioca de carne de sol com queijo coalho é imperdível. Atendimento com sorriso!', true, null, interval '70 days'),
  ('70000000-0000-4000-a000-000000000016', '60000000-0000-4000-a000-000000000011', null, 'Helena V.', 5, 'Comprei um jogo de pratos e cada peça tem o seu jeitinho. Chegou muito bem embalado.', true, null, interval '65 days'),
  ('70000000-0000-4000-a000-000000000017', '60000000-0000-4000-a000-000000000011', null, 'Tiago N.', 4, 'Canecas lindas e resistentes; a entrega demorou um pouco mais do que o combinado.', true, null, interval '20 days'),
  ('70000000-0000-4000-a000-000000000018', '60000000-0000-4000-a000-000000000012', null, 'Priscila G.', 5, 'As fotos dos meus produtos ficaram profissionais e as vendas no Instagram subiram.', true, null, interval '55 days'),
  ('70000000-0000-4000-a000-000000000019', '60000000-0000-4000-a000-000000000013', null, 'Vanessa C.', 5, 'O acompanhamento no pós-parto fez toda a diferença. Profissionais atenciosas e pontuais.', true, null, interval '45 days'),
  ('70000000-0000-4000-a000-000000000020', '60000000-0000-4000-a000-000000000014', null, 'Rosângela M.', 4, 'Fizeram a loja virtual da minha confeitaria em três semanas e me ensinaram a usar.', true, null, interval '35 days'),
  ('70000000-0000-4000-a000-000000000021', '60000000-0000-4000-a000-000000000015', null, 'Adriana K.', 5, 'Café da manhã farto, quartos limpos e a trilha guiada pela dona Nilza foi inesquecível.', true, null, interval '28 days'),
  ('70000000-0000-4000-a000-000000000022', '60000000-0000-4000-a000-000000000016', null, 'Francisca D.', 5, 'Meu filho aprendeu a ler em poucos meses. A professora tem uma paciência de ouro.', true, null, interval '25 days'),
  ('70000000-0000-4000-a000-000000000023', '60000000-0000-4000-a000-000000000017', null, 'Bruna L.', 4, 'O painel ficou do jeitinho que imaginei. Só achei o frete para fora do estado caro.', true, null, interval '22 days'),
  ('70000000-0000-4000-a000-000000000024', '60000000-0000-4000-a000-000000000018', null, 'Camila R.', 5, 'Peças bem conservadas e preço justo. Virei cliente fiel do brechó.', true, null, interval '18 days'),
  ('70000000-0000-4000-a000-000000000025', '60000000-0000-4000-a000-000000000019', null, 'Eduardo S.', 5, 'Mel de jataí delicioso, com a história de cada produtora no rótulo.', true, null, interval '14 days'),
  ('70000000-0000-4000-a000-000000000026', '60000000-0000-4000-a000-000000000020', null, 'Patrícia Q.', 5, 'O hidratante de babaçu salvou minha pele no inverno. E o cheirinho é maravilhoso.', true, null, interval '10 days'),
  ('70000000-0000-4000-a000-000000000027', '60000000-0000-4000-a000-000000000021', null, 'Simone A.', 4, 'Resolveram minha declaração de MEI atrasada e explicaram tudo com calma.', true, null, interval '8 days'),
  ('70000000-0000-4000-a000-000000000028', '60000000-0000-4000-a000-000000000022', null, 'Renato B.', 5, 'O café chega fresquinho e dá para sentir a diferença na xícara.', true, null, interval '6 days'),
  ('70000000-0000-4000-a000-000000000029', '60000000-0000-4000-a000-000000000024', null, 'Luana M.', 5, 'Minha sandália de couro está firme depois de um ano de uso diário.', true, null, interval '4 days'),
  ('70000000-0000-4000-a000-000000000030', '60000000-0000-4000-a000-000000000010', null, 'Gustavo P.', 3, 'Gostoso, mas a fila no fim de semana é grande.', true, null, interval '3 days'),
  ('70000000-0000-4000-a000-000000000031', '60000000-0000-4000-a000-000000000014', null, 'Teste S.', 1, 'Compre seguidores baratos no meu perfil!!!', false, 'Propaganda sem relação com o negócio.', interval '12 days')
) as r (id, business_id, author_id, author_name, rating, comment, approved, reason, age);

-- The owner's one public answer.
update public.business_reviews
set owner_reply = 'Obrigada, Rafael! Foi um prazer fazer essa manta. Mande um abraço para sua mãe.',
    owner_replied_at = now() - interval '20 hours'
where id = '70000000-0000-4000-a000-000000000003';

-- ---------------------------------------------------------------------------------------------
-- Community (issue #21): ten more members (accounts as GoTrue would create them, no newsletter),
-- six groups (one by request, one hidden), their members and moderators, topics, replies,
-- supports, a report, a pending request, an invitation, a muted member and read markers.
-- Rows are inserted directly as the owner, so no notification or audit entry is produced; the
-- triggers still keep every counter. Demo accounts: editora moderates "Finanças para MEI",
-- admin moderates the by-request and the hidden group, membro and membra take part in several.
-- ---------------------------------------------------------------------------------------------
select pg_temp.seed_account(u.id, u.email, jsonb_build_object('full_name', u.full_name, 'newsletter_subscribed', false),
  u.age, p_last_sign_in_at => now() - interval '2 days')
from (values
  ('00000000-0000-4000-a000-000000000101'::uuid, 'ana.lucia@comunidade.exemplo.com.br', 'Ana Lúcia Santos', interval '260 days'),
  ('00000000-0000-4000-a000-000000000102'::uuid, 'beatriz.nogueira@comunidade.exemplo.com.br', 'Beatriz Nogueira', interval '240 days'),
  ('00000000-0000-4000-a000-000000000103'::uuid, 'carla.mendes@comunidade.exemplo.com.br', 'Carla Mendes', interval '210 days'),
  ('00000000-0000-4000-a000-000000000104'::uuid, 'daniela.rocha@comunidade.exemplo.com.br', 'Daniela Rocha', interval '200 days'),
  ('00000000-0000-4000-a000-000000000105'::uuid, 'eliane.cardoso@comunidade.exemplo.com.br', 'Eliane Cardoso', interval '180 days'),
  ('00000000-0000-4000-a000-000000000106'::uuid, 'fernanda.lima@comunidade.exemplo.com.br', 'Fernanda Lima', interval '150 days'),
  ('00000000-0000-4000-a000-000000000107'::uuid, 'gabriela.souza@comunidade.exemplo.com.br', 'Gabriela Souza', interval '120 days'),
  ('00000000-0000-4000-a000-000000000108'::uuid, 'isabela.martins@comunidade.exemplo.com.br', 'Isabela Martins', interval '90 days'),
  ('00000000-0000-4000-a000-000000000109'::uuid, 'juliana.pereira@comunidade.exemplo.com.br', 'Juliana Pereira', interval '60 days'),
  ('00000000-0000-4000-a000-000000000110'::uuid, 'luciana.ferraz@comunidade.exemplo.com.br', 'Luciana Ferraz', interval '20 days')
) as u (id, email, full_name, age);

update public.profiles p
set created_at = u.created_at,
    roles = array['customer', 'community_member'],
    onboarding_completed = true,
    city = c.city,
    state = c.state
from auth.users u
join (values
  ('00000000-0000-4000-a000-000000000101'::uuid, 'Salvador', 'BA'),
  ('00000000-0000-4000-a000-000000000102'::uuid, 'São Paulo', 'SP'),
  ('00000000-0000-4000-a000-000000000103'::uuid, 'Recife', 'PE'),
  ('00000000-0000-4000-a000-000000000104'::uuid, 'Belo Horizonte', 'MG'),
  ('00000000-0000-4000-a000-000000000105'::uuid, 'Fortaleza', 'CE'),
  ('00000000-0000-4000-a000-000000000106'::uuid, 'Porto Alegre', 'RS'),
  ('00000000-0000-4000-a000-000000000107'::uuid, 'Salvador', 'BA'),
  ('00000000-0000-4000-a000-000000000108'::uuid, 'Curitiba', 'PR'),
  ('00000000-0000-4000-a000-000000000109'::uuid, 'Manaus', 'AM'),
  ('00000000-0000-4000-a000-000000000110'::uuid, 'Rio de Janeiro', 'RJ')
) as c (id, city, state) on c.id = u.id
where p.id = u.id;
update public.notifications n set created_at = p.created_at
from public.profiles p where n.user_id = p.id and n.type = 'welcome' and p.email like '%@comunidade.exemplo.com.br';

insert into public.community_groups (id, slug, name, description, kind, category, cover_url, created_by, created_at) values
  ('c1000000-0000-4000-a000-000000000001', 'financas-para-mei', 'Finanças para MEI',
   'Dúvidas sobre DAS, nota fiscal, fluxo de caixa e precificação, respondidas por quem vive isso no dia a dia. Traga sua planilha!',
   'open', 'tematico', '/images/blog/fluxo-de-caixa-na-pratica.jpg', '00000000-0000-4000-a000-000000000001', now() - interval '250 days'),
  ('c1000000-0000-4000-a000-000000000002', 'empreendedoras-de-salvador', 'Empreendedoras de Salvador',
   'Encontros, feiras e indicações de fornecedores em Salvador e na Região Metropolitana. Oxe, chega junto!',
   'open', 'regional', '/images/blog/redes-de-mulheres-empreendedoras-a-forca-do-coletivo.jpg', '00000000-0000-4000-a000-000000000001', now() - interval '230 days'),
  ('c1000000-0000-4000-a000-000000000003', 'economia-solidaria-no-nordeste', 'Economia Solidária no Nordeste',
   'Cooperativas, bancos comunitários e feiras solidárias do Nordeste. Grupo com aprovação: conte um pouco do seu coletivo ao pedir para entrar.',
   'request', 'regional', '/images/blog/economia-solidaria-o-que-e-e-como-participar.jpg', '00000000-0000-4000-a000-000000000001', now() - interval '220 days'),
  ('c1000000-0000-4000-a000-000000000004', 'vendas-pelas-redes-sociais', 'Vendas pelas Redes Sociais',
   'Instagram, WhatsApp Business e lojas on-line: o que está funcionando para vender mais sem gastar muito.',
   'open', 'tematico', '/images/blog/instagram-para-negocios-de-bairro.jpg', '00000000-0000-4000-a000-000000000001', now() - interval '200 days'),
  ('c1000000-0000-4000-a000-000000000005', 'gastronomia-e-confeitaria', 'Gastronomia e Confeitaria Afetiva',
   'Para quem vive de bolo, marmita, doce e salgado: custos, embalagens, vigilância sanitária e receitas que vendem.',
   'open', 'tematico', null, '00000000-0000-4000-a000-000000000001', now() - interval '170 days'),
  ('c1000000-0000-4000-a000-000000000006', 'circulo-de-liderancas', 'Círculo de Lideranças',
   'Espaço reservado às lideranças e embaixadoras da rede para planejar encontros e campanhas.',
   'hidden', 'tematico', null, '00000000-0000-4000-a000-000000000001', now() - interval '120 days');

-- (group, person, role, status, days since joining)
insert into public.community_memberships (group_id, user_id, role, status, member_name, member_avatar_url, joined_at, created_at)
select m.group_id, m.user_id, m.role, m.status, p.full_name, p.avatar_url,
  case when m.status = 'active' then now() - m.age end, now() - m.age
from (values
  ('c1000000-0000-4000-a000-000000000001'::uuid, '00000000-0000-4000-a000-000000000002'::uuid, 'moderator', 'active', interval '249 days'),
  ('c1000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000003', 'member', 'active', interval '40 days'),
  ('c1000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000101', 'member', 'active', interval '240 days'),
  ('c1000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000102', 'member', 'active', interval '230 days'),
  ('c1000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000104', 'member', 'active', interval '190 days'),
  ('c1000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000106', 'member', 'active', interval '140 days'),
  ('c1000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000109', 'member', 'active', interval '50 days'),
  ('c1000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000110', 'member', 'active', interval '15 days'),
  ('c1000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000101', 'moderator', 'active', interval '229 days'),
  ('c1000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000002', 'member', 'active', interval '200 days'),
  ('c1000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000107', 'member', 'active', interval '110 days'),
  ('c1000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000103', 'member', 'active', interval '100 days'),
  ('c1000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000001', 'moderator', 'active', interval '219 days'),
  ('c1000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000103', 'member', 'active', interval '205 days'),
  ('c1000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000105', 'member', 'active', interval '170 days'),
  ('c1000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000101', 'member', 'active', interval '160 days'),
  ('c1000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000109', 'member', 'pending', interval '1 day'),
  ('c1000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000102', 'moderator', 'active', interval '199 days'),
  ('c1000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000003', 'member', 'active', interval '35 days'),
  ('c1000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000004', 'member', 'active', interval '3 days'),
  ('c1000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000104', 'member', 'active', interval '150 days'),
  ('c1000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000108', 'member', 'active', interval '85 days'),
  ('c1000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000110', 'member', 'active', interval '18 days'),
  ('c1000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000104', 'moderator', 'active', interval '169 days'),
  ('c1000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000004', 'member', 'active', interval '2 days'),
  ('c1000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000106', 'member', 'active', interval '130 days'),
  ('c1000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000105', 'member', 'active', interval '100 days'),
  ('c1000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000110', 'member', 'active', interval '19 days'),
  ('c1000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000001', 'moderator', 'active', interval '119 days'),
  ('c1000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000002', 'member', 'active', interval '118 days'),
  ('c1000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000101', 'member', 'active', interval '117 days'),
  ('c1000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000102', 'member', 'active', interval '116 days'),
  ('c1000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000004', 'member', 'invited', interval '1 day')
) as m (group_id, user_id, role, status, age)
join public.profiles p on p.id = m.user_id;
update public.community_memberships m set invited_by = '00000000-0000-4000-a000-000000000001'
where m.status = 'invited';
-- Fernanda posted the same ad three times in a row: silenced for two days.
update public.community_memberships m
set muted_until = now() + interval '2 days', moderation_reason = 'Divulgação repetida do mesmo anúncio.'
where m.group_id = 'c1000000-0000-4000-a000-000000000005' and m.user_id = '00000000-0000-4000-a000-000000000106';

-- (topic, group, author, title, pinned, locked, days since it was opened)
insert into public.community_topics (id, group_id, author_id, author_name, title, pinned, locked, created_at)
select t.id, t.group_id, t.author_id, p.full_name, t.title, t.pinned, t.locked, now() - t.age
from (values
  ('c2000000-0000-4000-a000-000000000001'::uuid, 'c1000000-0000-4000-a000-000000000001'::uuid, '00000000-0000-4000-a000-000000000002'::uuid,
   'Boas-vindas! Leia antes de postar', true, true, interval '248 days'),
  ('c2000000-0000-4000-a000-000000000002', 'c1000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000003',
   'DAS atrasado: como regularizar sem pagar uma fortuna de multa?', false, false, interval '6 days'),
  ('c2000000-0000-4000-a000-000000000003', 'c1000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000102',
   'Planilha de fluxo de caixa: compartilhando a minha', false, false, interval '20 days'),
  ('c2000000-0000-4000-a000-000000000004', 'c1000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000109',
   'Vale a pena sair do MEI e virar ME?', false, false, interval '2 days'),
  ('c2000000-0000-4000-a000-000000000005', 'c1000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000101',
   'Feira Criativa do Rio Vermelho: inscrições abertas', true, false, interval '9 days'),
  ('c2000000-0000-4000-a000-000000000006', 'c1000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000107',
   'Indicação de gráfica barata no Comércio', false, false, interval '4 days'),
  ('c2000000-0000-4000-a000-000000000007', 'c1000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000103',
   'Moeda social no banco comunitário: como começamos em Olinda', false, false, interval '30 days'),
  ('c2000000-0000-4000-a000-000000000008', 'c1000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000001',
   'Encontro regional de cooperativas em março: quem vai?', true, false, interval '12 days'),
  ('c2000000-0000-4000-a000-000000000009', 'c1000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000003',
   'Fornecedores de embalagem em BH', false, false, interval '5 days'),
  ('c2000000-0000-4000-a000-000000000010', 'c1000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000108',
   'Reels ou carrossel: o que tem dado mais alcance para vocês?', false, false, interval '8 days'),
  ('c2000000-0000-4000-a000-000000000011', 'c1000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000102',
   'Catálogo do WhatsApp Business: passo a passo', true, false, interval '60 days'),
  ('c2000000-0000-4000-a000-000000000012', 'c1000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000104',
   'Como calcular o preço da marmita com o gás tão caro', false, false, interval '15 days'),
  ('c2000000-0000-4000-a000-000000000013', 'c1000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000105',
   'Licença da vigilância sanitária para cozinha em casa', false, false, interval '40 days'),
  ('c2000000-0000-4000-a000-000000000014', 'c1000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000001',
   'Planejamento do encontro anual da rede', true, false, interval '10 days')
) as t (id, group_id, author_id, title, pinned, locked, age)
join public.profiles p on p.id = t.author_id;

-- (post, topic, author, opening post?, hours since it was written, text)
insert into public.community_posts (id, topic_id, group_id, author_id, author_name, author_avatar_url, is_opening, body, created_at)
select c.id, c.topic_id, t.group_id, c.author_id, p.full_name, p.avatar_url, c.opening, c.body, now() - make_interval(hours => c.hours)
from (values
  ('c3000000-0000-4000-a000-000000000001'::uuid, 'c2000000-0000-4000-a000-000000000001'::uuid, '00000000-0000-4000-a000-000000000002'::uuid, true, 5952,
   '<p>Que bom ter você aqui! Este grupo é para trocar experiências sobre as finanças do MEI.</p><ul><li>Pergunte sem medo: ninguém nasceu sabendo emitir nota.</li><li>Não compartilhe CPF, senhas ou dados bancários.</li><li>Divulgação de serviços só no tópico fixo de indicações.</li></ul>'),
  ('c3000000-0000-4000-a000-000000000002', 'c2000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000003', true, 144,
   '<p>Gente, fiquei quatro meses sem pagar o DAS porque as vendas caíram. Alguém já parcelou? Tenho medo de perder o CNPJ.</p>'),
  ('c3000000-0000-4000-a000-000000000003', 'c2000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000101', false, 140,
   '<p>Eu parcelei pelo Portal do Empreendedor em 2023. Dá para dividir em até 60 vezes e a parcela mínima é baixinha. O importante é não deixar virar dívida ativa.</p>'),
  ('c3000000-0000-4000-a000-000000000004', 'c2000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000002', false, 120,
   '<p>Isso mesmo, Ana. Rafael, entra no PGMEI, opção "Parcelamento". Se quiser, o Sebrae da sua cidade tira dúvidas de graça.</p>'),
  ('c3000000-0000-4000-a000-000000000005', 'c2000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000106', false, 30,
   '<p>Só um alerta: a declaração anual (DASN) também precisa estar em dia, senão o parcelamento não libera.</p>'),
  ('c3000000-0000-4000-a000-000000000006', 'c2000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000102', true, 480,
   '<p>Montei uma planilha simples com entradas, saídas e uma aba de reserva. O segredo foi separar a conta da empresa da conta pessoal.</p><p>Quem quiser, eu explico como usar.</p>'),
  ('c3000000-0000-4000-a000-000000000007', 'c2000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000104', false, 470,
   '<p>Quero! Eu ainda anoto tudo no caderno e no fim do mês não sei para onde foi o dinheiro.</p>'),
  ('c3000000-0000-4000-a000-000000000008', 'c2000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000110', false, 300,
   '<p>Comecei a usar a sua ideia da aba de reserva. Já guardei o valor do DAS de dezembro!</p>'),
  ('c3000000-0000-4000-a000-000000000009', 'c2000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000109', true, 48,
   '<p>Meu faturamento está chegando perto do limite de R$ 81 mil. Contador me disse para virar ME, mas os impostos me assustam. Alguém passou por isso?</p>'),
  ('c3000000-0000-4000-a000-000000000010', 'c2000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000102', false, 40,
   '<p>Passei no ano passado. No Simples Nacional a alíquota inicial foi menor do que eu imaginava. Faça a conta com o contador antes de estourar o limite.</p>'),
  ('c3000000-0000-4000-a000-000000000011', 'c2000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000101', true, 216,
   '<p>A Feira Criativa do Rio Vermelho abriu inscrições para dezembro. São 40 bancas e metade é reservada para mulheres negras empreendedoras.</p>'),
  ('c3000000-0000-4000-a000-000000000012', 'c2000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000107', false, 200,
   '<p>Já me inscrevi! Alguém quer dividir a banca? Eu levo bijuterias.</p>'),
  ('c3000000-0000-4000-a000-000000000013', 'c2000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000002', false, 180,
   '<p>Vou cobrir a feira para o blog Convergindo. Quem topar dar entrevista, me chama aqui.</p>'),
  ('c3000000-0000-4000-a000-000000000014', 'c2000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000107', true, 96,
   '<p>Preciso imprimir 500 tags para as bijuterias. Alguém conhece gráfica com preço bom ali no Comércio?</p>'),
  ('c3000000-0000-4000-a000-000000000015', 'c2000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000103', false, 90,
   '<p>A gráfica da Ladeira da Montanha faz em papel reciclado e entrega em dois dias.</p>'),
  ('c3000000-0000-4000-a000-000000000016', 'c2000000-0000-4000-a000-000000000007', '00000000-0000-4000-a000-000000000103', true, 720,
   '<p>Nosso banco comunitário começou com 12 comerciantes aceitando a moeda social. Hoje são 60! Posso contar o passo a passo para quem estiver começando.</p>'),
  ('c3000000-0000-4000-a000-000000000017', 'c2000000-0000-4000-a000-000000000007', '00000000-0000-4000-a000-000000000105', false, 700,
   '<p>Conta, Carla! Em Fortaleza a gente se inspira muito no Banco Palmas, mas ainda não saímos do papel.</p>'),
  ('c3000000-0000-4000-a000-000000000018', 'c2000000-0000-4000-a000-000000000008', '00000000-0000-4000-a000-000000000001', true, 288,
   '<p>O encontro regional será em Recife, de 14 a 16 de março. Temos ajuda de custo para transporte de duas pessoas por cooperativa.</p>'),
  ('c3000000-0000-4000-a000-000000000019', 'c2000000-0000-4000-a000-000000000008', '00000000-0000-4000-a000-000000000101', false, 270,
   '<p>A cooperativa de Salvador confirma duas vagas!</p>'),
  ('c3000000-0000-4000-a000-000000000020', 'c2000000-0000-4000-a000-000000000009', '00000000-0000-4000-a000-000000000003', true, 120,
   '<p>Estou procurando fornecedor de caixinhas kraft em Belo Horizonte, pedido mínimo pequeno. Alguma indicação?</p>'),
  ('c3000000-0000-4000-a000-000000000021', 'c2000000-0000-4000-a000-000000000009', '00000000-0000-4000-a000-000000000104', false, 100,
   '<p>Tem uma distribuidora no Barro Preto que vende a partir de 50 unidades.</p>'),
  ('c3000000-0000-4000-a000-000000000022', 'c2000000-0000-4000-a000-000000000009', '00000000-0000-4000-a000-000000000004', false, 1,
   '<p>Eu compro na mesma distribuidora que a Daniela falou. Peça para separarem as de tampa com visor, saem mais em conta.</p>'),
  ('c3000000-0000-4000-a000-000000000023', 'c2000000-0000-4000-a000-000000000010', '00000000-0000-4000-a000-000000000108', true, 192,
   '<p>Meus reels de bastidores da produção estão tendo o triplo de alcance dos carrosséis. Com vocês também?</p>'),
  ('c3000000-0000-4000-a000-000000000024', 'c2000000-0000-4000-a000-000000000010', '00000000-0000-4000-a000-000000000110', false, 150,
   '<p>Aqui o carrossel com dicas ainda vende mais, mas o reel traz seguidoras novas.</p>'),
  ('c3000000-0000-4000-a000-000000000025', 'c2000000-0000-4000-a000-000000000010', '00000000-0000-4000-a000-000000000003', false, 20,
   '<p>Testei os dois por um mês: reel para alcance, carrossel para quem já me segue. Compro essa estratégia!</p>'),
  ('c3000000-0000-4000-a000-000000000026', 'c2000000-0000-4000-a000-000000000011', '00000000-0000-4000-a000-000000000102', true, 1440,
   '<p>Passo a passo do catálogo: 1) fotos com fundo claro; 2) preço sempre visível; 3) descrição com tamanho e prazo de entrega; 4) link do catálogo na bio.</p>'),
  ('c3000000-0000-4000-a000-000000000027', 'c2000000-0000-4000-a000-000000000012', '00000000-0000-4000-a000-000000000104', true, 360,
   '<p>O botijão subiu de novo e minha marmita de R$ 18 já não fecha a conta. Como vocês calculam o gás por unidade?</p>'),
  ('c3000000-0000-4000-a000-000000000028', 'c2000000-0000-4000-a000-000000000012', '00000000-0000-4000-a000-000000000004', false, 30,
   '<p>Eu anoto quantas fornadas faço com cada botijão e divido o preço por isso. Na confeitaria deu uns R$ 0,40 por bolo.</p>'),
  ('c3000000-0000-4000-a000-000000000029', 'c2000000-0000-4000-a000-000000000012', '00000000-0000-4000-a000-000000000106', false, 28,
   '<p>Promoção de marmitas congeladas! Chama no direct!</p>'),
  ('c3000000-0000-4000-a000-000000000030', 'c2000000-0000-4000-a000-000000000013', '00000000-0000-4000-a000-000000000105', true, 960,
   '<p>Alguém já tirou a licença sanitária para produzir em casa? Quais adaptações pediram na cozinha?</p>'),
  ('c3000000-0000-4000-a000-000000000031', 'c2000000-0000-4000-a000-000000000013', '00000000-0000-4000-a000-000000000110', false, 400,
   '<p>Pediram piso lavável, tela nas janelas e um espaço só para os ingredientes do negócio. Levou uns dois meses.</p>'),
  ('c3000000-0000-4000-a000-000000000032', 'c2000000-0000-4000-a000-000000000014', '00000000-0000-4000-a000-000000000001', true, 240,
   '<p>Vamos definir data, cidade e orçamento do encontro anual. Proposta inicial: Belo Horizonte, em maio.</p>'),
  ('c3000000-0000-4000-a000-000000000033', 'c2000000-0000-4000-a000-000000000014', '00000000-0000-4000-a000-000000000002', false, 200,
   '<p>Maio é ótimo. Posso organizar a cobertura no blog e nas redes.</p>')
) as c (id, topic_id, author_id, opening, hours, body)
join public.community_topics t on t.id = c.topic_id
join public.profiles p on p.id = c.author_id;

-- The ad Fernanda repeated was hidden by the group's moderator, who also saw the report about it.
insert into private.community_hidden_bodies (post_id, body, hidden_at)
select p.id, p.body, now() - interval '26 hours' from public.community_posts p where p.id = 'c3000000-0000-4000-a000-000000000029';
update public.community_posts p
set body = '', hidden_at = now() - interval '26 hours', hidden_reason = 'Divulgação fora do tópico de indicações.',
    hidden_by = '00000000-0000-4000-a000-000000000104'
where p.id = 'c3000000-0000-4000-a000-000000000029';

insert into public.community_reports (id, post_id, group_id, reporter_id, reason, status, resolved_by, resolved_at, created_at) values
  ('c4000000-0000-4000-a000-000000000001', 'c3000000-0000-4000-a000-000000000029', 'c1000000-0000-4000-a000-000000000005',
   '00000000-0000-4000-a000-000000000105', 'Propaganda repetida, já é a terceira vez.', 'resolved',
   '00000000-0000-4000-a000-000000000104', now() - interval '26 hours', now() - interval '27 hours'),
  ('c4000000-0000-4000-a000-000000000002', 'c3000000-0000-4000-a000-000000000005', 'c1000000-0000-4000-a000-000000000001',
   '00000000-0000-4000-a000-000000000109', 'Acho que essa informação está desatualizada.', 'open', null, null, now() - interval '20 hours');

insert into public.community_reactions (post_id, user_id, created_at)
select r.post_id, r.user_id, now() - interval '1 hour'
from (values
  ('c3000000-0000-4000-a000-000000000003'::uuid, '00000000-0000-4000-a000-000000000003'::uuid),
  ('c3000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000002'),
  ('c3000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000003'),
  ('c3000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000104'),
  ('c3000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000110'),
  ('c3000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000101'),
  ('c3000000-0000-4000-a000-000000000011', '00000000-0000-4000-a000-000000000107'),
  ('c3000000-0000-4000-a000-000000000016', '00000000-0000-4000-a000-000000000105'),
  ('c3000000-0000-4000-a000-000000000016', '00000000-0000-4000-a000-000000000001'),
  ('c3000000-0000-4000-a000-000000000022', '00000000-0000-4000-a000-000000000003'),
  ('c3000000-0000-4000-a000-000000000026', '00000000-0000-4000-a000-000000000004'),
  ('c3000000-0000-4000-a000-000000000026', '00000000-0000-4000-a000-000000000108'),
  ('c3000000-0000-4000-a000-000000000028', '00000000-0000-4000-a000-000000000104')
) as r (post_id, user_id);

-- What the demo members had read: Rafael has unread replies in both of his topics.
insert into public.community_reads (topic_id, user_id, last_read_at) values
  ('c2000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000003', now() - interval '130 hours'),
  ('c2000000-0000-4000-a000-000000000009', '00000000-0000-4000-a000-000000000003', now() - interval '110 hours'),
  ('c2000000-0000-4000-a000-000000000010', '00000000-0000-4000-a000-000000000003', now() - interval '19 hours'),
  ('c2000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000002', now() - interval '200 days'),
  ('c2000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000002', now() - interval '100 hours');

-- The insert triggers count from the seed's own clock; activity dates come from the messages.
update public.community_groups g
set last_activity_at = coalesce((select max(p.created_at) from public.community_posts p where p.group_id = g.id), g.created_at);

-- ---------------------------------------------------------------------------------------------
-- Projects and the shop window (issue #22): twelve projects across kinds, formats and statuses
-- (Marina, instructor, organises most; Helena, admin, the rest), their sessions and sign-ups (one
-- full project with a waiting list), and ~40 products from the demo businesses. Rows go in as
-- the owner, so the sign-up counters are written here to match the sign-ups.
-- ---------------------------------------------------------------------------------------------
insert into public.projects (id, slug, title, kind, summary, description_html, format, city, state, starts_at, ends_at,
                             capacity, status, partner_business_id, created_by) values
  ('d1000000-0000-4000-a000-000000000001', 'financas-para-mei', 'Finanças para MEI', 'curso',
   'Quatro encontros para organizar o caixa, separar as contas e precificar com segurança.',
   '<p>Um curso prático para quem é MEI e quer sair do aperto no fim do mês.</p><ul><li>Fluxo de caixa</li><li>Precificação</li><li>DAS e obrigações</li></ul>',
   'online', null, null, now() + interval '12 days', now() + interval '33 days', 40, 'inscricoes_abertas', null, '00000000-0000-4000-a000-000000000002'),
  ('d1000000-0000-4000-a000-000000000002', 'mentoria-coletiva-vendas', 'Mentoria coletiva de vendas', 'mentoria',
   'Grupo pequeno para destravar as vendas pelo WhatsApp e pelo Instagram, com acompanhamento.',
   '<p>Seis mulheres, seis semanas, metas de vendas e muita troca.</p>',
   'online', null, null, now() + interval '5 days', now() + interval '47 days', 2, 'inscricoes_abertas', null, '00000000-0000-4000-a000-000000000002'),
  ('d1000000-0000-4000-a000-000000000003', 'roda-de-conversa-maternidade-e-negocio', 'Roda de conversa: maternidade e negócio', 'roda_de_conversa',
   'Um encontro acolhedor para falar de rotina, culpa e rede de apoio de mães empreendedoras.',
   '<p>Traga sua história. Haverá espaço para as crianças.</p>',
   'presencial', 'Salvador', 'BA', now() + interval '9 days', null, 25, 'inscricoes_abertas', '60000000-0000-4000-a000-000000000008', '00000000-0000-4000-a000-000000000002'),
  ('d1000000-0000-4000-a000-000000000004', 'feira-convergencia-olinda', 'Feira Convergência Olinda', 'feira',
   'Feira de produtoras da rede no Sítio Histórico, com comida, artesanato e música.',
   '<p>Inscreva seu negócio para expor ou venha comprar de quem faz.</p>',
   'presencial', 'Olinda', 'PE', now() + interval '20 days', now() + interval '21 days', 60, 'inscricoes_abertas', '60000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000001'),
  ('d1000000-0000-4000-a000-000000000005', 'campanha-compre-de-uma-mulher', 'Campanha Compre de uma Mulher', 'campanha',
   'Um mês de divulgação conjunta dos negócios da rede nas redes sociais.',
   '<p>Participantes recebem artes prontas e entram no calendário de divulgação.</p>',
   'online', null, null, now() - interval '10 days', now() + interval '20 days', 200, 'em_andamento', null, '00000000-0000-4000-a000-000000000001'),
  ('d1000000-0000-4000-a000-000000000006', 'curso-fotografia-de-produto-com-celular', 'Fotografia de produto com celular', 'curso',
   'Luz natural, fundo e enquadramento para fotos que vendem, só com o celular.',
   '<p>Aulas práticas: traga seus produtos.</p>',
   'hibrido', 'Belo Horizonte', 'MG', now() + interval '15 days', now() + interval '29 days', 20, 'inscricoes_abertas', '60000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000002'),
  ('d1000000-0000-4000-a000-000000000007', 'mentoria-identidade-visual', 'Mentoria de identidade visual', 'mentoria',
   'Encontros individuais para revisar logotipo, cores e embalagens do seu negócio.',
   '<p>Com o Estúdio Aline Design.</p>',
   'online', null, null, now() - interval '30 days', now() - interval '2 days', 8, 'encerrado', '60000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000002'),
  ('d1000000-0000-4000-a000-000000000008', 'roda-de-conversa-credito-e-microcredito', 'Roda de conversa: crédito e microcrédito', 'roda_de_conversa',
   'Quando vale a pena pegar crédito? Conversa aberta com quem já passou por isso.',
   '<p>Transmissão ao vivo com perguntas do público.</p>',
   'online', null, null, now() + interval '3 days', null, 100, 'inscricoes_abertas', null, '00000000-0000-4000-a000-000000000002'),
  ('d1000000-0000-4000-a000-000000000009', 'feira-de-sabores-do-cariri', 'Feira de Sabores do Cariri', 'feira',
   'Doces, castanhas e rapaduras de produtoras do Cariri, direto de quem faz.',
   '<p>Edição de fim de ano.</p>',
   'presencial', 'Juazeiro do Norte', 'CE', now() - interval '60 days', now() - interval '58 days', 40, 'encerrado', '60000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000001'),
  ('d1000000-0000-4000-a000-000000000010', 'curso-costura-criativa', 'Costura criativa e reaproveitamento', 'curso',
   'Aprenda a transformar retalhos em bolsas e acessórios com a Cooperativa Mãos que Tecem.',
   '<p>Máquinas disponíveis no local.</p>',
   'presencial', 'São Paulo', 'SP', now() - interval '7 days', now() + interval '21 days', 15, 'em_andamento', '60000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000002'),
  ('d1000000-0000-4000-a000-000000000011', 'campanha-cestas-agroecologicas', 'Campanha Cestas Agroecológicas', 'campanha',
   'Assinaturas solidárias de cestas para famílias da periferia de Porto Alegre.',
   '<p>Cada assinatura doa uma cesta.</p>',
   'hibrido', 'Porto Alegre', 'RS', now() + interval '30 days', now() + interval '90 days', 120, 'inscricoes_abertas', '60000000-0000-4000-a000-000000000007', '00000000-0000-4000-a000-000000000001'),
  ('d1000000-0000-4000-a000-000000000012', 'curso-marketing-digital-basico', 'Marketing digital básico', 'curso',
   'Do perfil no Instagram ao primeiro anúncio: o básico para começar a aparecer.',
   '<p>Turma anterior, com gravações para quem participou.</p>',
   'online', null, null, now() - interval '90 days', now() - interval '60 days', 50, 'encerrado', null, '00000000-0000-4000-a000-000000000002');

-- The offsets above land at whatever time the seed runs: move each project to a plausible local
-- hour (São Paulo), stored in UTC as always: evening classes and talks, daytime fairs and campaigns.
update public.projects p set
  starts_at = (date_trunc('day', p.starts_at at time zone 'America/Sao_Paulo') + t.starts) at time zone 'America/Sao_Paulo',
  ends_at = (date_trunc('day', p.ends_at at time zone 'America/Sao_Paulo') + t.ends) at time zone 'America/Sao_Paulo'
from (values
  ('curso', interval '19 hours', interval '21 hours'),
  ('mentoria', interval '19 hours 30 minutes', interval '21 hours'),
  ('roda_de_conversa', interval '19 hours', interval '21 hours'),
  ('feira', interval '9 hours', interval '17 hours'),
  ('campanha', interval '9 hours', interval '18 hours')
) as t(kind, starts, ends)
where p.kind::text = t.kind and p.id::text like 'd1000000-%';

insert into public.project_sessions (project_id, title, starts_at, ends_at)
select p.id, format('Encontro %s', n), p.starts_at + (n - 1) * interval '7 days', p.starts_at + (n - 1) * interval '7 days' + interval '2 hours'
from public.projects p, generate_series(1, 4) n
where p.id::text like 'd1000000-%' and p.kind in ('curso', 'mentoria');

-- The full mentorship: Helena and Joana confirmed, Rafael first in the waiting list.
insert into public.project_signups (project_id, user_id, status, waitlist_position, created_at) values
  ('d1000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000001', 'confirmed', null, now() - interval '3 days'),
  ('d1000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000004', 'confirmed', null, now() - interval '2 days'),
  ('d1000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000003', 'waitlisted', 1, now() - interval '1 day'),
  ('d1000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000003', 'confirmed', null, now() - interval '5 days'),
  ('d1000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000004', 'confirmed', null, now() - interval '4 days'),
  ('d1000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000004', 'confirmed', null, now() - interval '12 days'),
  ('d1000000-0000-4000-a000-000000000012', '00000000-0000-4000-a000-000000000003', 'confirmed', null, now() - interval '95 days');
update public.projects p set
  confirmed_count = (select count(*) from public.project_signups s where s.project_id = p.id and s.status = 'confirmed'),
  waitlist_count = (select count(*) from public.project_signups s where s.project_id = p.id and s.status = 'waitlisted')
where p.id::text like 'd1000000-%';

-- (business, slug, name, description, category, price in centavos, availability)
insert into public.products (id, business_id, slug, name, description, category, price_cents, availability, created_at)
select ('e1000000-0000-4000-a000-' || lpad(n::text, 12, '0'))::uuid, ('60000000-0000-4000-a000-00000000000' || b)::uuid,
       slug, name, description, category, price, availability, now() - n * interval '2 days'
from (values
  (1, 1, 'bolo-de-rolo-tradicional', 'Bolo de rolo tradicional', 'Bolo de rolo de goiabada, receita de família, 1 kg.', 'alimentacao', 6500, 'sob_encomenda'),
  (2, 1, 'caixa-de-brigadeiros-gourmet', 'Caixa de brigadeiros gourmet', 'Caixa com 25 brigadeiros de sabores variados.', 'alimentacao', 5500, 'disponivel'),
  (3, 1, 'bolo-de-aniversario-decorado', 'Bolo de aniversário decorado', 'Bolo decorado para 20 pessoas, sabor à escolha.', 'alimentacao', 18000, 'sob_encomenda'),
  (4, 1, 'cocada-de-forno', 'Cocada de forno', 'Pote com 500 g de cocada cremosa de forno.', 'alimentacao', 2200, 'disponivel'),
  (5, 1, 'kit-doces-para-festa', 'Kit doces para festa', 'Cem docinhos finos para festas e casamentos.', 'alimentacao', 15000, 'sob_encomenda'),
  (6, 2, 'ecobag-algodao-cru', 'Ecobag de algodão cru', 'Ecobag resistente, costurada à mão pela cooperativa.', 'moda', 3500, 'disponivel'),
  (7, 2, 'avental-de-cozinha', 'Avental de cozinha', 'Avental de brim com bolso frontal e alças ajustáveis.', 'moda', 4800, 'disponivel'),
  (8, 2, 'uniforme-escolar-sob-medida', 'Uniforme escolar sob medida', 'Camiseta e bermuda escolares, preço por conjunto.', 'moda', 9000, 'sob_encomenda'),
  (9, 2, 'necessaire-de-tecido', 'Nécessaire de tecido', 'Nécessaire forrada com zíper, estampas variadas.', 'moda', 2800, 'disponivel'),
  (10, 2, 'jogo-americano-4-pecas', 'Jogo americano 4 peças', 'Jogo americano de tecido dupla face.', 'casa', 7500, 'esgotado'),
  (11, 3, 'manta-de-trico-natural', 'Manta de tricô natural', 'Manta de tricô em lã natural, 1,20 x 1,50 m.', 'artesanato', 32000, 'sob_encomenda'),
  (12, 3, 'bastidor-bordado-flores', 'Bastidor bordado flores', 'Bastidor de 20 cm bordado à mão com flores do cerrado.', 'artesanato', 12000, 'disponivel'),
  (13, 3, 'almofada-bordada', 'Almofada bordada', 'Capa de almofada 45 x 45 cm bordada à mão.', 'casa', 9500, 'disponivel'),
  (14, 3, 'cachecol-de-trico', 'Cachecol de tricô', 'Cachecol macio de fio natural, cores variadas.', 'moda', 8500, 'disponivel'),
  (15, 3, 'kit-iniciante-bordado', 'Kit iniciante de bordado', 'Bastidor, linhas, agulha e risco para começar a bordar.', 'artesanato', 7000, 'disponivel'),
  (16, 4, 'doce-de-caju-em-calda', 'Doce de caju em calda', 'Pote de 600 g de doce de caju em calda.', 'alimentacao', 2500, 'disponivel'),
  (17, 4, 'rapadura-batida', 'Rapadura batida', 'Pacote de 500 g de rapadura batida artesanal.', 'alimentacao', 1500, 'disponivel'),
  (18, 4, 'castanha-de-caju-torrada', 'Castanha de caju torrada', 'Castanha de caju torrada e salgada, 250 g.', 'alimentacao', 3200, 'disponivel'),
  (19, 4, 'cesta-sabores-do-cariri', 'Cesta Sabores do Cariri', 'Cesta com doces, castanhas e rapadura para presente.', 'alimentacao', 12000, 'sob_encomenda'),
  (20, 4, 'mel-de-abelha-nativa', 'Mel de abelha nativa', 'Mel de jandaíra, frasco de 250 ml.', 'alimentacao', 4500, 'esgotado'),
  (21, 5, 'identidade-visual-completa', 'Identidade visual completa', 'Logotipo, paleta de cores e manual de marca.', 'servicos', 180000, 'sob_encomenda'),
  (22, 5, 'design-de-embalagem', 'Design de embalagem', 'Criação de embalagem para um produto, com arquivo para gráfica.', 'servicos', 95000, 'sob_encomenda'),
  (23, 5, 'pacote-posts-instagram', 'Pacote de posts para Instagram', 'Doze artes editáveis para o seu perfil.', 'servicos', 45000, 'disponivel'),
  (24, 5, 'cartao-de-visita', 'Cartão de visita', 'Arte de cartão de visita frente e verso.', 'servicos', 15000, 'disponivel'),
  (25, 6, 'bolsa-de-retalhos-grande', 'Bolsa de retalhos grande', 'Bolsa de ombro feita com retalhos doados, peça única.', 'moda', 14000, 'disponivel'),
  (26, 6, 'carteira-patchwork', 'Carteira patchwork', 'Carteira com divisórias em patchwork colorido.', 'moda', 5500, 'disponivel'),
  (27, 6, 'pochete-de-retalhos', 'Pochete de retalhos', 'Pochete ajustável, tecido reaproveitado.', 'moda', 6500, 'disponivel'),
  (28, 6, 'tiara-de-tecido', 'Tiara de tecido', 'Tiara forrada com retalhos estampados.', 'moda', 2500, 'disponivel'),
  (29, 6, 'colcha-de-retalhos', 'Colcha de retalhos', 'Colcha de casal em patchwork, feita sob encomenda.', 'casa', 42000, 'sob_encomenda'),
  (30, 7, 'cesta-semanal-pequena', 'Cesta semanal pequena', 'Oito itens de hortaliças e frutas da estação.', 'agricultura', 6000, 'disponivel'),
  (31, 7, 'cesta-semanal-grande', 'Cesta semanal grande', 'Catorze itens de hortaliças, frutas e temperos.', 'agricultura', 9500, 'disponivel'),
  (32, 7, 'mudas-de-temperos', 'Mudas de temperos', 'Kit com seis mudas de temperos agroecológicos.', 'agricultura', 3000, 'disponivel'),
  (33, 7, 'geleia-de-morango-organica', 'Geleia de morango orgânica', 'Pote de 300 g, sem conservantes.', 'alimentacao', 2800, 'esgotado'),
  (34, 8, 'corte-para-cabelos-crespos', 'Corte para cabelos crespos', 'Corte a seco com especialista, com finalização.', 'beleza', 12000, 'disponivel'),
  (35, 8, 'tranca-box-braids', 'Tranças box braids', 'Box braids médias, material incluído.', 'beleza', 35000, 'sob_encomenda'),
  (36, 8, 'kit-hidratacao-cachos', 'Kit hidratação para cachos', 'Máscara, creme e óleo de marcas negras.', 'beleza', 8900, 'disponivel'),
  (37, 8, 'oleo-capilar-natural', 'Óleo capilar natural', 'Blend de óleos vegetais, 60 ml.', 'beleza', 4200, 'disponivel'),
  (38, 9, 'marmita-caseira-do-dia', 'Marmita caseira do dia', 'Arroz, feijão, mistura e salada.', 'alimentacao', 2200, 'disponivel'),
  (39, 9, 'kit-marmitas-semana', 'Kit de marmitas da semana', 'Cinco marmitas congeladas.', 'alimentacao', 10000, 'disponivel'),
  (40, 3, 'porta-copos-croche', 'Porta-copos de crochê', 'Jogo com seis porta-copos de crochê.', 'casa', 4000, 'disponivel')
) as v(n, b, slug, name, description, category, price, availability);

-- Pictures of the demo directory and shop (issue #31): small WebP files shipped in
-- public/images/seed (scripts/make-directory-images.ts), shown as the site's own static files.
update public.products set photos = array['/images/seed/produtos/' || slug || '.webp']
where id::text like 'e1000000-0000-4000-a000-%';
update public.businesses set logo_url = '/images/seed/negocios/' || slug || '.webp'
where id::text like '60000000-0000-4000-a000-%';

-- A product an admin hid from the shop (issue #42: the site search must never find it). Outside
-- the numbered range above, so it has no picture and the shop's counts stay those of the list.
insert into public.products (id, business_id, slug, name, description, category, price_cents, availability,
                             hidden, hidden_reason, hidden_at, hidden_by, created_at)
values ('e1100000-0000-4000-a000-000000000001', '60000000-0000-4000-a000-000000000001', 'pe-de-moleque-de-rapadura',
        'Pé de moleque de rapadura', 'Tabuleiro de pé de moleque com rapadura e amendoim torrado.', 'alimentacao', 1800,
        'disponivel', true, 'Produto fora das regras da loja.', now() - interval '3 days',
        '00000000-0000-4000-a000-000000000001', now() - interval '10 days');

-- ---------------------------------------------------------------------------------------------
-- Ambassadors (issue #23): Joana Batista (membra@) is the demo ambassador, code "joana25". Four
-- people signed up through her link: one still unconfirmed, and one entry in each state. The
-- site settings' defaults (home and about figures) come from their migration.
-- ---------------------------------------------------------------------------------------------
update public.profiles set roles = array_append(roles, 'ambassador')
where id = '00000000-0000-4000-a000-000000000004' and not ('ambassador' = any (roles));
update public.ambassadors set code = 'joana25' where user_id = '00000000-0000-4000-a000-000000000004';

select pg_temp.seed_account(u.id, u.email, jsonb_build_object('full_name', u.full_name, 'ref_code', 'joana25'),
  u.age, u.confirmed)
from (values
  ('00000000-0000-4000-a000-000000000231'::uuid, 'indicada1@convergencia.test', 'Carla Nunes', true, interval '40 days'),
  ('00000000-0000-4000-a000-000000000232'::uuid, 'indicada2@convergencia.test', 'Bianca Rocha', true, interval '20 days'),
  ('00000000-0000-4000-a000-000000000233'::uuid, 'indicada3@convergencia.test', 'Denise Prado', true, interval '5 days'),
  ('00000000-0000-4000-a000-000000000234'::uuid, 'indicada4@convergencia.test', 'Elisa Campos', false, interval '1 day')
) as u (id, email, full_name, confirmed, age);

-- The triggers made three pending entries; the oldest two moved on, as an admin would have.
update public.commission_entries e set status = 'approved', approved_at = now() - interval '10 days',
  approved_by = '00000000-0000-4000-a000-000000000001'
from public.referrals r
where r.id = e.referral_id
  and r.referred_user_id in ('00000000-0000-4000-a000-000000000231', '00000000-0000-4000-a000-000000000232');
update public.commission_entries e set status = 'paid', paid_at = now() - interval '3 days',
  paid_by = '00000000-0000-4000-a000-000000000001'
from public.referrals r
where r.id = e.referral_id and r.referred_user_id = '00000000-0000-4000-a000-000000000231';
update public.commission_entries e set created_at = now() - interval '40 days'
from public.referrals r
where r.id = e.referral_id and r.referred_user_id = '00000000-0000-4000-a000-000000000231';

-- ---------------------------------------------------------------------------------------------
-- The blog editor (issue #24): a post scheduled for next week (publish_due_posts() publishes it
-- then) and the saved versions of a draft, as the editor's revision history lists them.
-- ---------------------------------------------------------------------------------------------
insert into public.blog_posts (id, title, slug, excerpt, content, status, author_id, category_id, published_at, created_at)
values (
  '30000000-0000-4000-a000-000000000021',
  'Feira de economia solidária de dezembro',
  'feira-de-economia-solidaria-de-dezembro',
  'Datas, endereço e como inscrever a sua banca na feira de fim de ano.',
  $html$<p>A feira de fim de ano reúne empreendedoras da rede numa praça do centro.</p>
<h2>Como participar</h2>
<p>Inscreva a sua banca até a véspera; as vagas são por ordem de chegada.</p>$html$,
  'scheduled', '00000000-0000-4000-a000-000000000002', '10000000-0000-4000-a000-000000000006',
  -- 09:00 in São Paulo, a week from the seed.
  date_trunc('day', now() + interval '7 days') + interval '12 hours',
  now() - interval '1 day'
);

insert into public.blog_post_revisions (post_id, author_id, author_name, title, excerpt, content, seo_keywords, created_at)
select '30000000-0000-4000-a000-000000000018', '00000000-0000-4000-a000-000000000002', 'Marina Albuquerque',
  r.title, r.excerpt, r.content, array['whatsapp'], now() - r.age
from (values
  ('WhatsApp Business', null,
   '<p>O WhatsApp é o principal canal de vendas de muitos pequenos negócios.</p>', interval '7 days'),
  ('WhatsApp Business: atendimento que encanta', 'Catálogo, respostas rápidas e etiquetas para organizar pedidos.',
   '<p>O WhatsApp é o principal canal de vendas de muitos pequenos negócios.</p>
<h2>Configure o perfil</h2>', interval '6 days 20 hours')
) as r (title, excerpt, content, age)
order by r.age desc;

drop function pg_temp.seed_account(uuid, text, jsonb, interval, boolean, timestamptz);

-- ---------------------------------------------------------------------------------------------
-- Educational resources (issue #36): 21 materials by Marina (editora@, the seed's instructor) —
-- articles, videos, files and links, most open to everyone, three for members only, two drafts —
-- in three published tracks: "Do zero ao MEI", "Preço justo e caixa em dia" and "Vender nas redes
-- sociais". Covers are small WebP files in public/images/seed/aprender
-- (scripts/make-learning-images.ts); the two PDFs are in supabase/seed-storage/learning-files/seed
-- (scripts/make-learning-files.ts), which the local backend stores after this file, as the
-- Supabase CLI does from config.toml's objects_path. The video ids are placeholders for the demo:
-- the players show "vídeo indisponível" until someone points them at real videos.
-- Joana (membra@) completed the MEI track (her certificate), Rafael (membro@) is halfway through
-- the pricing track and attended the "Marketing digital básico" course (his project certificate).
-- ---------------------------------------------------------------------------------------------
insert into public.learning_materials (id, slug, kind, title, summary, topic, level, estimated_minutes, access,
                                       author_id, cover_url, cover_alt, created_at)
select v.id::uuid, v.slug, v.kind, v.title, v.summary, v.topic, v.level, v.minutes, v.access,
  '00000000-0000-4000-a000-000000000002', '/images/seed/aprender/' || v.slug || '.webp', v.cover_alt,
  now() - v.age - interval '2 days'
from (values
  ('a7000000-0000-4000-a000-000000000001', 'o-que-e-mei-e-quem-pode-ser', 'article', 'O que é MEI e quem pode ser',
   'Limite de faturamento, atividades permitidas, o funcionário que você pode contratar e o que muda quando o negócio ganha CNPJ.',
   'formalizacao', 'iniciante', 12, 'public', 'Caderno aberto com a sigla MEI escrita à mão', interval '80 days'),
  ('a7000000-0000-4000-a000-000000000002', 'abrir-o-mei-passo-a-passo', 'video', 'Abrir o MEI passo a passo',
   'Do acesso com a conta gov.br ao certificado de MEI: cada tela do cadastro no Portal do Empreendedor.',
   'formalizacao', 'iniciante', 15, 'public', 'Tela de computador com um formulário de cadastro', interval '78 days'),
  ('a7000000-0000-4000-a000-000000000003', 'checklist-da-formalizacao', 'file', 'Checklist da formalização (PDF)',
   'Uma página para imprimir: documentos, dados e decisões para ter à mão antes de abrir o MEI.',
   'formalizacao', 'iniciante', 10, 'public', 'Folha de papel com uma lista de itens marcados', interval '76 days'),
  ('a7000000-0000-4000-a000-000000000004', 'portal-do-empreendedor', 'link', 'Portal do Empreendedor (gov.br)',
   'O site oficial para abrir, alterar e encerrar o MEI, emitir o DAS e fazer a declaração anual.',
   'formalizacao', 'iniciante', 5, 'public', 'Ícone de um prédio público sobre fundo verde', interval '75 days'),
  ('a7000000-0000-4000-a000-000000000005', 'das-em-dia', 'article', 'DAS em dia: como pagar e o que acontece se atrasar',
   'O boleto mensal do MEI, como gerar, como parcelar o que ficou para trás e por que ele garante a sua aposentadoria.',
   'formalizacao', 'iniciante', 10, 'members', 'Calendário com o dia 20 circulado', interval '70 days'),
  ('a7000000-0000-4000-a000-000000000006', 'nota-fiscal-para-mei', 'article', 'Nota fiscal para MEI',
   'Quando a nota é obrigatória, como emitir a de serviço pelo emissor nacional e a de venda de produtos pelo seu estado.',
   'formalizacao', 'intermediario', 12, 'public', 'Mão segurando um comprovante impresso', interval '66 days'),
  ('a7000000-0000-4000-a000-000000000007', 'como-calcular-o-preco-de-venda', 'article', 'Como calcular o preço de venda',
   'Custo da matéria-prima, do seu tempo, das despesas fixas e a margem: uma conta simples para não trabalhar de graça.',
   'precificacao', 'iniciante', 15, 'public', 'Calculadora ao lado de potes de doce', interval '60 days'),
  ('a7000000-0000-4000-a000-000000000008', 'custos-fixos-e-variaveis', 'video', 'Custos fixos e variáveis, sem complicação',
   'Aluguel, internet, embalagem, ingrediente: o que entra em cada grupo e como isso muda o seu preço.',
   'precificacao', 'iniciante', 8, 'public', 'Duas pilhas de moedas de alturas diferentes', interval '58 days'),
  ('a7000000-0000-4000-a000-000000000009', 'dinheiro-da-casa-e-do-negocio', 'article', 'Separar o dinheiro da casa e do negócio',
   'Conta separada, pró-labore e o hábito que mais ajuda a saber se o negócio dá lucro.',
   'financas', 'iniciante', 10, 'public', 'Dois cofrinhos, um com uma casa e outro com uma loja', interval '55 days'),
  ('a7000000-0000-4000-a000-000000000010', 'fluxo-de-caixa-no-caderno', 'article', 'Fluxo de caixa no caderno',
   'Entradas, saídas e saldo do dia: o controle mais simples que existe, e como passar para a planilha quando crescer.',
   'financas', 'iniciante', 12, 'public', 'Caderno quadriculado com colunas de entradas e saídas', interval '52 days'),
  ('a7000000-0000-4000-a000-000000000011', 'guia-do-fluxo-de-caixa', 'file', 'Guia do fluxo de caixa (PDF, para membros)',
   'Modelo de controle semanal, exemplos preenchidos e as perguntas para fazer ao fechar o mês.',
   'financas', 'intermediario', 20, 'members', 'Folha impressa com uma tabela de valores', interval '50 days'),
  ('a7000000-0000-4000-a000-000000000012', 'sebrae-gestao-financeira', 'link', 'Sebrae: conteúdos de gestão financeira',
   'Cursos gratuitos e artigos do Sebrae sobre finanças de pequenos negócios.',
   'financas', 'intermediario', 5, 'public', 'Ícone de um gráfico de barras subindo', interval '48 days'),
  ('a7000000-0000-4000-a000-000000000013', 'precificar-servicos-pela-hora', 'article', 'Precificar serviços pela hora',
   'Manicure, costura, aulas, consultoria: quanto vale a sua hora e como transformar isso em orçamento.',
   'precificacao', 'intermediario', 12, 'members', 'Relógio de parede ao lado de uma tesoura', interval '45 days'),
  ('a7000000-0000-4000-a000-000000000014', 'perfil-comercial-no-instagram', 'article', 'Perfil comercial no Instagram',
   'Bio que diz o que você vende, destaques que respondem às dúvidas e o link que leva direto ao pedido.',
   'vendas', 'iniciante', 10, 'public', 'Celular mostrando um perfil com fotos de produtos', interval '40 days'),
  ('a7000000-0000-4000-a000-000000000015', 'fotos-de-produto-com-celular', 'video', 'Fotos de produto com o celular',
   'Luz da janela, fundo neutro e três enquadramentos que funcionam para quase tudo.',
   'vendas', 'iniciante', 12, 'public', 'Bolo fotografado perto de uma janela', interval '38 days'),
  ('a7000000-0000-4000-a000-000000000016', 'whatsapp-business-catalogo', 'article', 'WhatsApp Business: catálogo e respostas rápidas',
   'Monte o catálogo, use etiquetas para acompanhar pedidos e responda sem esquecer ninguém.',
   'vendas', 'iniciante', 10, 'public', 'Balões de conversa com etiquetas coloridas', interval '35 days'),
  ('a7000000-0000-4000-a000-000000000017', 'calendario-de-postagens', 'article', 'Calendário de postagens para o mês',
   'Um roteiro de quatro semanas para postar com constância sem passar o dia no celular.',
   'vendas', 'intermediario', 15, 'public', 'Calendário de parede com bilhetes colados', interval '30 days'),
  ('a7000000-0000-4000-a000-000000000018', 'central-de-ajuda-whatsapp-business', 'link', 'Central de ajuda do WhatsApp Business',
   'As instruções oficiais para configurar perfil comercial, catálogo e mensagens automáticas.',
   'vendas', 'iniciante', 5, 'public', 'Ícone de um balão de conversa', interval '28 days'),
  ('a7000000-0000-4000-a000-000000000019', 'o-que-e-economia-solidaria', 'article', 'O que é economia solidária',
   'Cooperativas, feiras, moedas sociais e compras coletivas: produzir e vender junto, com as decisões divididas.',
   'economia-solidaria', 'iniciante', 10, 'public', 'Mãos unidas sobre uma mesa de feira', interval '20 days'),
  ('a7000000-0000-4000-a000-000000000020', 'planejamento-do-ano', 'article', 'Planejamento do ano em uma página',
   'Metas, datas fortes de venda e o caixa para atravessar os meses fracos.',
   'gestao', 'intermediario', 15, 'public', 'Folha com doze quadrados, um por mês', interval '2 days'),
  ('a7000000-0000-4000-a000-000000000021', 'primeiros-anuncios-pagos', 'video', 'Primeiros anúncios pagos',
   'Quanto investir, para quem mostrar e como saber se o anúncio trouxe venda.',
   'vendas', 'avancado', 18, 'members', 'Megafone desenhado sobre fundo laranja', interval '1 day')
) as v (id, slug, kind, title, summary, topic, level, minutes, access, cover_alt, age);

insert into public.learning_material_contents (material_id, body_html, video_provider, video_id, file_path, file_name,
                                               file_mime, file_size, link_url)
values
  ('a7000000-0000-4000-a000-000000000001', $html$<p>O Microempreendedor Individual (MEI) é o jeito mais simples de ter CNPJ no Brasil. Você paga um valor fixo por mês, emite nota fiscal, abre conta de pessoa jurídica e passa a contribuir para o INSS, com direito a auxílio-doença, salário-maternidade e aposentadoria.</p>
<h2>Quem pode ser MEI</h2>
<ul>
<li>Quem fatura até o limite anual do MEI (R$ 81 mil em 2025; confira o valor vigente no Portal do Empreendedor).</li>
<li>Quem exerce uma das atividades da lista permitida: doceira, costureira, cabeleireira, artesã e centenas de outras.</li>
<li>Quem não é sócia, administradora ou titular de outra empresa.</li>
</ul>
<h2>O que muda no dia a dia</h2>
<p>Você pode contratar uma pessoa com carteira assinada, recebendo o salário mínimo ou o piso da categoria. Passa a pagar o DAS todo mês e a entregar uma declaração simples uma vez por ano.</p>
<p><strong>Dica:</strong> antes de abrir, anote quanto você vendeu nos últimos meses. Se a média passar do limite, converse com uma contadora sobre a microempresa.</p>$html$,
   null, null, null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000002', null, 'youtube', 'MEIpasso001', null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000003', null, null, null, 'seed/checklist-da-formalizacao.pdf',
   'checklist-da-formalizacao.pdf', 'application/pdf', null, null),
  ('a7000000-0000-4000-a000-000000000004', null, null, null, null, null, null, null,
   'https://www.gov.br/empresas-e-negocios/pt-br/empreendedor'),
  ('a7000000-0000-4000-a000-000000000005', $html$<p>O DAS (Documento de Arrecadação do Simples Nacional) é o boleto mensal do MEI. Nele estão o INSS e os impostos da sua atividade, num valor fixo que só muda quando o salário mínimo muda.</p>
<h2>Como gerar e pagar</h2>
<p>Entre no Portal do Empreendedor ou no aplicativo MEI, informe o CNPJ e escolha o mês. O vencimento é no dia 20 do mês seguinte. Dá para pagar por Pix, boleto ou débito automático.</p>
<h2>E se atrasou?</h2>
<p>O atraso tem multa e juros pequenos, mas o maior prejuízo é outro: os meses sem pagamento não contam para a sua aposentadoria nem para os benefícios do INSS. Se acumulou, peça o parcelamento no próprio portal.</p>
<p><strong>Dica:</strong> ligue o débito automático e deixe o valor do DAS separado no começo do mês.</p>$html$,
   null, null, null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000006', $html$<p>O MEI precisa emitir nota fiscal quando vende ou presta serviço para outra empresa (CNPJ). Para consumidora pessoa física a nota é opcional, a não ser que ela peça.</p>
<h2>Serviços: emissor nacional</h2>
<p>Desde 2023, a nota de serviço do MEI é emitida pelo emissor nacional da NFS-e, no site ou no aplicativo, com a conta gov.br. Cadastre os serviços que você mais presta para ganhar tempo.</p>
<h2>Produtos: a nota do seu estado</h2>
<p>A nota de venda de mercadorias (NF-e) depende do cadastro na Secretaria da Fazenda do seu estado. Muitos estados oferecem emissor gratuito.</p>
<p><strong>Guarde tudo:</strong> notas emitidas e recebidas ajudam na declaração anual e mostram ao banco quanto o seu negócio movimenta.</p>$html$,
   null, null, null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000007', $html$<p>Preço não é o que a vizinha cobra: é a soma do que você gasta mais o que você precisa ganhar. Quem chuta o preço costuma descobrir no fim do mês que trabalhou de graça.</p>
<h2>A conta em quatro passos</h2>
<ul>
<li><strong>Custo direto:</strong> tudo o que vai em uma unidade (ingredientes, tecido, embalagem).</li>
<li><strong>Sua hora:</strong> quanto você quer ganhar por mês dividido pelas horas que trabalha.</li>
<li><strong>Despesas fixas:</strong> aluguel, luz, internet e DAS, divididos pelas unidades que você vende no mês.</li>
<li><strong>Margem:</strong> um percentual para reinvestir e para os imprevistos.</li>
</ul>
<p>Some os quatro e compare com o mercado. Se ficou muito acima, veja onde dá para reduzir custos antes de baixar o preço.</p>$html$,
   null, null, null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000008', null, 'youtube', 'CustosFix01', null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000009', $html$<p>Misturar o dinheiro da casa com o do negócio é o erro mais comum de quem empreende sozinha. Sem separar, não dá para saber se o negócio dá lucro ou se está sendo sustentado pelo salário da família.</p>
<h2>Três hábitos que resolvem</h2>
<ul>
<li>Abra uma conta só para o negócio (muitos bancos têm conta gratuita para MEI).</li>
<li>Defina um pró-labore: um valor fixo que você transfere para a sua conta pessoal todo mês.</li>
<li>Pague as compras do negócio sempre pela conta do negócio.</li>
</ul>
<p>No começo o pró-labore pode ser pequeno. O importante é que ele seja previsível.</p>$html$,
   null, null, null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000010', $html$<p>Fluxo de caixa é o registro de todo dinheiro que entra e sai, dia a dia. Um caderno basta para começar.</p>
<h2>Como montar</h2>
<p>Faça quatro colunas: data, descrição, entrada e saída. No fim do dia, calcule o saldo. No fim da semana, compare com o extrato da conta.</p>
<h2>O que observar</h2>
<p>Os dias em que o saldo fica baixo, as despesas que se repetem e as vendas a prazo que ainda não entraram. Com dois ou três meses de registro você já enxerga os meses fracos e pode se preparar.</p>
<p>Quando o caderno ficar apertado, passe para uma planilha com as mesmas colunas.</p>$html$,
   null, null, null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000011', null, null, null, 'seed/guia-do-fluxo-de-caixa.pdf',
   'guia-do-fluxo-de-caixa.pdf', 'application/pdf', null, null),
  ('a7000000-0000-4000-a000-000000000012', null, null, null, null, null, null, null,
   'https://sebrae.com.br/sites/PortalSebrae/cursosonline'),
  ('a7000000-0000-4000-a000-000000000013', $html$<p>Quem vende serviço vende tempo. Por isso o ponto de partida é saber quanto vale uma hora sua.</p>
<h2>Calcule a sua hora</h2>
<p>Some quanto você quer ganhar por mês e as despesas fixas do negócio. Divida pelas horas que você realmente atende (sem contar deslocamento, divulgação e administração).</p>
<h2>Do valor da hora ao orçamento</h2>
<p>Estime as horas do trabalho, multiplique pelo valor da hora e some os materiais. Deixe uma folga para ajustes: todo serviço tem imprevistos.</p>
<p>Reveja o cálculo a cada seis meses ou sempre que as despesas mudarem.</p>$html$,
   null, null, null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000014', $html$<p>Para quem vende pelo Instagram, o perfil é a vitrine. Em poucos segundos a cliente precisa entender o que você vende, onde e como comprar.</p>
<h2>O que não pode faltar</h2>
<ul>
<li><strong>Bio:</strong> o que você vende, para quem e a cidade ou região de entrega.</li>
<li><strong>Link:</strong> direto para o WhatsApp ou para o catálogo.</li>
<li><strong>Destaques:</strong> preços, formas de pagamento, prazos e depoimentos.</li>
</ul>
<p>Troque o perfil para conta profissional: ela mostra quantas pessoas viram cada publicação e em que horário seu público está online.</p>$html$,
   null, null, null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000015', null, 'vimeo', '100000015', null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000016', $html$<p>O WhatsApp Business é gratuito e separa as conversas do negócio das pessoais. Três recursos fazem diferença logo no primeiro dia.</p>
<h2>Catálogo</h2>
<p>Cadastre cada produto com foto, preço e descrição curta. A cliente vê tudo sem precisar perguntar, e você envia o item com um toque.</p>
<h2>Respostas rápidas</h2>
<p>Salve as respostas que você mais repete: preço de entrega, formas de pagamento, horário de atendimento.</p>
<h2>Etiquetas</h2>
<p>Marque as conversas como novo pedido, aguardando pagamento, pago e entregue. No fim do dia, você sabe exatamente o que falta fazer.</p>$html$,
   null, null, null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000017', $html$<p>Postar todo dia não é obrigatório; postar com constância é. Um calendário simples evita a pergunta diária "o que eu posto hoje?".</p>
<h2>Um roteiro de quatro semanas</h2>
<ul>
<li><strong>Semana 1:</strong> apresente o negócio e a sua história.</li>
<li><strong>Semana 2:</strong> mostre os bastidores da produção.</li>
<li><strong>Semana 3:</strong> depoimentos de clientes e dúvidas frequentes.</li>
<li><strong>Semana 4:</strong> uma oferta com prazo para fechar o mês.</li>
</ul>
<p>Reserve uma tarde por semana para fotografar e escrever tudo de uma vez.</p>$html$,
   null, null, null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000018', null, null, null, null, null, null, null,
   'https://faq.whatsapp.com/'),
  ('a7000000-0000-4000-a000-000000000019', $html$<p>Economia solidária é o jeito de produzir, vender, comprar e trocar em que as pessoas decidem juntas e dividem os resultados. Cooperativas, associações, grupos de produção e feiras são exemplos.</p>
<h2>Por que importa para quem empreende</h2>
<p>Comprar matéria-prima em grupo baixa o custo. Dividir uma banca na feira divide o aluguel. Uma marca coletiva chega a lugares que uma produtora sozinha não alcança.</p>
<p>Procure a feira de economia solidária da sua cidade e converse com quem já participa.</p>$html$,
   null, null, null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000020', $html$<p>Rascunho: metas do ano, datas fortes e reserva para os meses fracos.</p>$html$,
   null, null, null, null, null, null, null),
  ('a7000000-0000-4000-a000-000000000021', null, 'youtube', 'Anuncios001', null, null, null, null, null);

-- The PDFs' sizes, as scripts/make-learning-files.ts writes them (the app reads file_size to show it).
update public.learning_material_contents set file_size = case file_path
  when 'seed/checklist-da-formalizacao.pdf' then 1955 when 'seed/guia-do-fluxo-de-caixa.pdf' then 1803 end
where file_path like 'seed/%';

-- Published, except the last two (drafts). published_at as if written over the past months.
update public.learning_materials m set status = 'published', published_at = m.created_at + interval '2 days'
where m.id::text like 'a7000000-%' and m.slug not in ('planejamento-do-ano', 'primeiros-anuncios-pagos');

insert into public.learning_tracks (id, slug, title, summary, intro_html, topic, level, author_id, status, published_at,
                                    cover_url, cover_alt, created_at)
values
  ('a8000000-0000-4000-a000-000000000001', 'do-zero-ao-mei', 'Do zero ao MEI',
   'Tudo para sair da informalidade: o que é MEI, como abrir, pagar o DAS e emitir nota fiscal.',
   $html$<p>Seis passos curtos para formalizar o seu negócio com segurança. Faça na ordem: cada material prepara o seguinte.</p><p>Ao terminar, você recebe um certificado com as horas da trilha.</p>$html$,
   'formalizacao', 'iniciante', '00000000-0000-4000-a000-000000000002', 'published', now() - interval '60 days',
   '/images/seed/aprender/do-zero-ao-mei.webp', 'Caderno, calculadora e um carimbo de aprovado', now() - interval '64 days'),
  ('a8000000-0000-4000-a000-000000000002', 'preco-justo-e-caixa-em-dia', 'Preço justo e caixa em dia',
   'Calcule o preço sem trabalhar de graça, separe as contas e acompanhe o fluxo de caixa.',
   $html$<p>Uma trilha para quem já vende e quer saber, de verdade, quanto sobra no fim do mês.</p><p>Traga as notas das suas compras: você vai usá-las nos exercícios.</p>$html$,
   'precificacao', 'iniciante', '00000000-0000-4000-a000-000000000002', 'published', now() - interval '44 days',
   '/images/seed/aprender/preco-justo-e-caixa-em-dia.webp', 'Balança com moedas de um lado e um pote de doce do outro', now() - interval '46 days'),
  ('a8000000-0000-4000-a000-000000000003', 'vender-nas-redes-sociais', 'Vender nas redes sociais',
   'Instagram e WhatsApp Business para mostrar os produtos, atender e fechar pedidos.',
   $html$<p>Cinco materiais para organizar a sua vitrine digital e o atendimento, do perfil às fotos e ao calendário de postagens.</p>$html$,
   'vendas', 'iniciante', '00000000-0000-4000-a000-000000000002', 'published', now() - interval '26 days',
   '/images/seed/aprender/vender-nas-redes-sociais.webp', 'Celular com balões de conversa e um carrinho de compras', now() - interval '27 days');

insert into public.learning_track_items (track_id, material_id, position)
select t::uuid, ('a7000000-0000-4000-a000-0000000000' || lpad(m::text, 2, '0'))::uuid, p
from (values
  ('a8000000-0000-4000-a000-000000000001', 1, 1), ('a8000000-0000-4000-a000-000000000001', 2, 2),
  ('a8000000-0000-4000-a000-000000000001', 3, 3), ('a8000000-0000-4000-a000-000000000001', 4, 4),
  ('a8000000-0000-4000-a000-000000000001', 5, 5), ('a8000000-0000-4000-a000-000000000001', 6, 6),
  ('a8000000-0000-4000-a000-000000000002', 7, 1), ('a8000000-0000-4000-a000-000000000002', 8, 2),
  ('a8000000-0000-4000-a000-000000000002', 13, 3), ('a8000000-0000-4000-a000-000000000002', 9, 4),
  ('a8000000-0000-4000-a000-000000000002', 10, 5), ('a8000000-0000-4000-a000-000000000002', 11, 6),
  ('a8000000-0000-4000-a000-000000000002', 12, 7),
  ('a8000000-0000-4000-a000-000000000003', 14, 1), ('a8000000-0000-4000-a000-000000000003', 15, 2),
  ('a8000000-0000-4000-a000-000000000003', 16, 3), ('a8000000-0000-4000-a000-000000000003', 17, 4),
  ('a8000000-0000-4000-a000-000000000003', 18, 5)
) as v (t, m, p);

-- Progress. Joana's last mark completes "Do zero ao MEI": the progress trigger issues her
-- certificate and its notification, as it would in the app.
insert into public.learning_progress (user_id, material_id, completed_at)
select '00000000-0000-4000-a000-000000000004'::uuid, ('a7000000-0000-4000-a000-00000000000' || n)::uuid,
  now() - interval '20 days' + n * interval '2 days'
from generate_series(1, 6) n;
insert into public.learning_progress (user_id, material_id, completed_at) values
  ('00000000-0000-4000-a000-000000000003', 'a7000000-0000-4000-a000-000000000007', now() - interval '9 days'),
  ('00000000-0000-4000-a000-000000000003', 'a7000000-0000-4000-a000-000000000008', now() - interval '8 days'),
  ('00000000-0000-4000-a000-000000000003', 'a7000000-0000-4000-a000-000000000013', now() - interval '4 days'),
  ('00000000-0000-4000-a000-000000000003', 'a7000000-0000-4000-a000-000000000014', now() - interval '2 days');

-- "Marketing digital básico" (ended two months ago, four weekly sessions): Rafael and three
-- more took part; Rafael 4 of 4 and Ana Lúcia 3 of 4 reach the 75 % share, Beatriz (2 of 4) and
-- Joana (1 of 4) do not. Marina issues the certificates through the app's function, signed in
-- for the moment through the claims the API would set.
insert into public.project_signups (project_id, user_id, status, created_at) values
  ('d1000000-0000-4000-a000-000000000012', '00000000-0000-4000-a000-000000000004', 'confirmed', now() - interval '94 days'),
  ('d1000000-0000-4000-a000-000000000012', '00000000-0000-4000-a000-000000000101', 'confirmed', now() - interval '93 days'),
  ('d1000000-0000-4000-a000-000000000012', '00000000-0000-4000-a000-000000000102', 'confirmed', now() - interval '92 days');
update public.projects p set
  certificate_share = 75,
  confirmed_count = (select count(*) from public.project_signups s where s.project_id = p.id and s.status = 'confirmed')
where p.id = 'd1000000-0000-4000-a000-000000000012';

insert into public.project_attendance (session_id, user_id, present, marked_by, marked_at)
select s.id, a.user_id::uuid, a.presence[s.n], '00000000-0000-4000-a000-000000000002', s.starts_at + interval '1 hour'
from (
  select x.id, x.starts_at, row_number() over (order by x.starts_at)::integer as n
  from public.project_sessions x where x.project_id = 'd1000000-0000-4000-a000-000000000012'
) s
cross join (values
  ('00000000-0000-4000-a000-000000000003', array[true, true, true, true]),
  ('00000000-0000-4000-a000-000000000101', array[true, true, false, true]),
  ('00000000-0000-4000-a000-000000000102', array[true, false, true, false]),
  ('00000000-0000-4000-a000-000000000004', array[true, false, false, false])
) as a (user_id, presence);

select set_config('request.jwt.claims', '{"sub": "00000000-0000-4000-a000-000000000002", "role": "authenticated"}', false);
select public.issue_project_certificates('d1000000-0000-4000-a000-000000000012');
select set_config('request.jwt.claims', '', false);

-- Issued when the course ended, not when the seed ran.
update public.certificates c set issued_at = x.ended, completed_on = (x.ended at time zone 'America/Sao_Paulo')::date
from (select max(s.starts_at) + interval '1 day' as ended from public.project_sessions s
      where s.project_id = 'd1000000-0000-4000-a000-000000000012') x
where c.project_id = 'd1000000-0000-4000-a000-000000000012';
update public.certificates c set issued_at = now() - interval '8 days',
  completed_on = ((now() - interval '8 days') at time zone 'America/Sao_Paulo')::date
where c.track_id = 'a8000000-0000-4000-a000-000000000001';
update public.notifications n set created_at = c.issued_at
from public.certificates c
where n.type = 'certificate_issued' and n.data ->> 'certificate_id' = c.id::text;

-- ---------------------------------------------------------------------------------------------
-- Members connect (issue #37): directory profiles, direct messages, a block and an open report.
-- Most demo members chose a visibility (several public, some members-only, some hidden; Luciana
-- never chose, and Rafael, membro@, keeps the default hidden profile with no handle, so the form
-- starts empty for him). Profiles are written as the owner, with the consent row each choice
-- leaves. Conversations go in directly too, so no notification is sent and nobody has unread
-- messages; their starts are in the ledger on the day they happened, never today, so no demo
-- account's daily limit is used up.
-- ---------------------------------------------------------------------------------------------
update public.profiles p set
  handle = d.handle,
  profile_visibility = d.visibility,
  profile_visibility_changed_at = now() - d.chose,
  bio = coalesce(d.bio, p.bio),
  city = coalesce(d.city, p.city),
  state = coalesce(d.state, p.state),
  offers = d.offers,
  needs = d.needs,
  offers_note = d.offers_note,
  needs_note = d.needs_note,
  social_links = d.links
from (values
  ('00000000-0000-4000-a000-000000000001'::uuid, 'helena-duarte', 'members', interval '200 days', null, null, null,
   array['mentoria', 'parcerias'], array['fornecedores'],
   'Ajudo grupos a se organizarem em cooperativa ou associação.', null,
   '{"linkedin": "https://www.linkedin.com/in/helena-duarte-exemplo"}'::jsonb),
  ('00000000-0000-4000-a000-000000000002'::uuid, 'marina-albuquerque', 'public', interval '180 days', null, null, null,
   array['financas', 'mentoria', 'marketing-digital'], array['parcerias'],
   'Revisão de planilha de preços em uma conversa de 30 minutos.', 'Procuro empreendedoras para entrevistar no blog.',
   '{"instagram": "https://www.instagram.com/marina.convergindo", "site": "https://convergencia.test/blog"}'::jsonb),
  ('00000000-0000-4000-a000-000000000004'::uuid, 'joana-batista', 'public', interval '2 days',
   'Confeiteira e bordadeira em Belo Horizonte. Tenho a Doceria da Joana e o Ateliê Fios de Minas: bolos por encomenda, mantas e bordados feitos à mão.',
   null, null,
   array['confeitaria', 'artesanato', 'costura'], array['fotografia', 'vendas-online', 'capital-de-giro'],
   'Encomendas de bolos com 3 dias de antecedência.', 'Quero aprender a fotografar os bordados para vender pelo Instagram.',
   '{"instagram": "https://www.instagram.com/atelie.fiosdeminas", "facebook": "https://www.facebook.com/doceriadajoana"}'::jsonb),
  ('00000000-0000-4000-a000-000000000101'::uuid, 'ana-lucia-santos', 'public', interval '150 days',
   'Marisqueira e dona de um pequeno restaurante em Itapuã. Participo do banco comunitário do bairro e adoro trocar receitas.',
   null, null,
   array['confeitaria', 'fornecedores'], array['financas', 'juridico-mei'],
   'Indico fornecedores de frutos do mar e de embalagens em Salvador.', 'Preciso entender o limite de faturamento do MEI.',
   '{"instagram": "https://www.instagram.com/sabordeitapua"}'::jsonb),
  ('00000000-0000-4000-a000-000000000102'::uuid, 'beatriz-nogueira', 'public', interval '140 days',
   'Fotógrafa de produtos e designer. Ajudo pequenas marcas a ter fotos bonitas feitas com o celular.',
   null, null,
   array['fotografia', 'design', 'redes-sociais'], array['contabilidade'],
   'Oficina de foto com celular para grupos de até 8 pessoas.', null,
   '{"instagram": "https://www.instagram.com/bia.fotografa", "site": "https://beatriznogueira.exemplo.com.br"}'::jsonb),
  ('00000000-0000-4000-a000-000000000103'::uuid, 'carla-mendes', 'members', interval '130 days',
   'Artesã de cerâmica em Recife. Vendo em feiras e pela internet.',
   null, null,
   array['artesanato'], array['logistica', 'vendas-online'],
   null, 'Busco uma transportadora que embale peças frágeis com cuidado.',
   '{}'::jsonb),
  ('00000000-0000-4000-a000-000000000104'::uuid, 'daniela-rocha', 'public', interval '100 days',
   'Contadora e educadora financeira. Atendo MEIs e pequenas empresas de mulheres em Belo Horizonte e on-line.',
   null, null,
   array['contabilidade', 'juridico-mei', 'financas', 'capital-de-giro'], array['marketing-digital'],
   'Primeira conversa sobre formalização sem custo para associadas.', null,
   '{"linkedin": "https://www.linkedin.com/in/daniela-rocha-exemplo", "youtube": "https://www.youtube.com/@financasdadani"}'::jsonb),
  ('00000000-0000-4000-a000-000000000105'::uuid, 'eliane-cardoso', 'members', interval '90 days',
   'Costureira e modelista em Fortaleza. Faço ajustes, uniformes e peças de moda praia.',
   null, null,
   array['costura'], array['fornecedores', 'parcerias'],
   'Pequenos lotes de uniformes para negócios locais.', 'Procuro fornecedora de tecido de lycra no atacado.',
   '{"tiktok": "https://www.tiktok.com/@eliane.costura"}'::jsonb),
  ('00000000-0000-4000-a000-000000000106'::uuid, null, 'hidden', interval '60 days', null, null, null,
   '{}'::text[], '{}'::text[], null, null, '{}'::jsonb),
  ('00000000-0000-4000-a000-000000000107'::uuid, 'gabriela-souza', 'hidden', interval '40 days',
   'Ainda montando meu perfil.', null, null,
   array['redes-sociais'], '{}'::text[], null, null, '{}'::jsonb),
  ('00000000-0000-4000-a000-000000000108'::uuid, 'isabela-martins', 'public', interval '30 days',
   'Produtora de cosméticos naturais em Curitiba: sabonetes, óleos e velas artesanais.',
   null, null,
   array['vendas-online', 'logistica'], array['capital-de-giro', 'design'],
   'Vendo no atacado para lojas colaborativas.', 'Quero renovar a identidade visual das embalagens.',
   '{"instagram": "https://www.instagram.com/isabela.naturais", "site": "https://isabelanaturais.exemplo.com.br"}'::jsonb),
  ('00000000-0000-4000-a000-000000000109'::uuid, 'juliana-pereira', 'members', interval '20 days',
   'Guia de turismo comunitário em Manaus e vendedora de artesanato indígena em parceria com as artesãs.',
   null, null,
   array['parcerias'], array['vendas-online', 'logistica', 'mentoria'],
   null, 'Procuro mentoria para vender para fora do Amazonas.',
   '{"instagram": "https://www.instagram.com/juliana.turismo.am"}'::jsonb)
) as d (id, handle, visibility, chose, bio, city, state, offers, needs, offers_note, needs_note, links)
where p.id = d.id;

-- The record of each choice (LGPD): Joana first shared with members, then made it public.
insert into public.profile_visibility_consents (user_id, visibility, created_at)
select p.id, p.profile_visibility, p.profile_visibility_changed_at
from public.profiles p where p.profile_visibility_changed_at is not null;
insert into public.profile_visibility_consents (user_id, visibility, created_at) values
  ('00000000-0000-4000-a000-000000000004', 'members', now() - interval '3 days');

-- Two conversations between demo members and one that was reported.
insert into public.conversations (id, pair_key, created_by, created_at, last_message_at) values
  -- Ana Lúcia asked Joana about a product of Ateliê Fios de Minas ("Tenho interesse").
  ('c5000000-0000-4000-a000-000000000001',
   '00000000-0000-4000-a000-000000000004:00000000-0000-4000-a000-000000000101',
   '00000000-0000-4000-a000-000000000101', now() - interval '2 days', now() - interval '1 day 20 hours'),
  -- Beatriz and Daniela trade a photo session for an hour of accounting.
  ('c5000000-0000-4000-a000-000000000002',
   '00000000-0000-4000-a000-000000000102:00000000-0000-4000-a000-000000000104',
   '00000000-0000-4000-a000-000000000102', now() - interval '12 days', now() - interval '11 days'),
  -- Fernanda wrote to Carla asking for a Pix "fee"; Carla blocked her and reported it.
  ('c5000000-0000-4000-a000-000000000003',
   '00000000-0000-4000-a000-000000000103:00000000-0000-4000-a000-000000000106',
   '00000000-0000-4000-a000-000000000106', now() - interval '5 hours', now() - interval '4 hours 50 minutes');

insert into public.conversation_members (conversation_id, user_id, last_read_at) values
  ('c5000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000101', now() - interval '1 day 19 hours'),
  ('c5000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000004', now() - interval '1 day 20 hours'),
  ('c5000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000102', now() - interval '11 days'),
  ('c5000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000104', now() - interval '11 days'),
  ('c5000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000106', now() - interval '4 hours 50 minutes'),
  ('c5000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000103', now() - interval '4 hours 40 minutes');

insert into public.direct_messages (id, conversation_id, sender_id, body, quote, created_at) values
  ('c6000000-0000-4000-a000-000000000001', 'c5000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000101',
   'Oi, Joana! Vi o bastidor bordado com flores do cerrado e fiquei encantada. Você faz com outras flores? Queria dar de presente para minha irmã.',
   jsonb_build_object('kind', 'product', 'title', 'Bastidor bordado flores', 'price_cents', 12000, 'path', '/loja/bastidor-bordado-flores'),
   now() - interval '2 days'),
  ('c6000000-0000-4000-a000-000000000002', 'c5000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000004',
   'Oi, Ana Lúcia! Faço sim: ipê-amarelo, girassol ou as flores que ela preferir. Fica pronto em uns 10 dias e envio pelos Correios para Salvador.',
   null, now() - interval '1 day 22 hours'),
  ('c6000000-0000-4000-a000-000000000003', 'c5000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000101',
   'Perfeito! Vou querer com ipê-amarelo. Te passo o endereço por aqui mesmo.',
   null, now() - interval '1 day 20 hours'),
  ('c6000000-0000-4000-a000-000000000004', 'c5000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000102',
   'Daniela, tudo bem? Preciso de ajuda com a declaração anual do MEI. Topa trocar por uma sessão de fotos dos seus cursos?',
   null, now() - interval '12 days'),
  ('c6000000-0000-4000-a000-000000000005', 'c5000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000104',
   'Topo! Me manda seu CNPJ e o faturamento do ano que eu já olho. As fotos podem ser na semana que vem?',
   null, now() - interval '11 days 20 hours'),
  ('c6000000-0000-4000-a000-000000000006', 'c5000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000102',
   'Combinado, quinta à tarde na sua sala. Levo o fundo branco.',
   null, now() - interval '11 days'),
  ('c6000000-0000-4000-a000-000000000007', 'c5000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000106',
   'Oi! Sua loja foi selecionada para um destaque pago na rede. Para garantir a vaga, faça um Pix de R$ 150 ainda hoje para a chave que te passo.',
   null, now() - interval '5 hours'),
  ('c6000000-0000-4000-a000-000000000008', 'c5000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000106',
   'A vaga expira em uma hora, não perca!',
   null, now() - interval '4 hours 50 minutes');

-- Each start on the day it happened (the limit counts São Paulo's calendar day: never today here).
insert into public.conversation_starts (user_id, started_at) values
  ('00000000-0000-4000-a000-000000000101', now() - interval '2 days'),
  ('00000000-0000-4000-a000-000000000102', now() - interval '12 days'),
  ('00000000-0000-4000-a000-000000000106', now() - interval '5 hours');

insert into public.member_blocks (blocker_id, blocked_id, created_at) values
  ('00000000-0000-4000-a000-000000000103', '00000000-0000-4000-a000-000000000106', now() - interval '4 hours 45 minutes');

-- The admins' queue (/admin/mensagens) starts with this open report. Its notification to the
-- admins is not seeded: the demo admin's notifications are what other suites count.
insert into public.message_reports (id, conversation_id, message_id, reporter_id, reported_id, reason, details, created_at) values
  ('c7000000-0000-4000-a000-000000000001', 'c5000000-0000-4000-a000-000000000003', 'c6000000-0000-4000-a000-000000000007',
   '00000000-0000-4000-a000-000000000103', '00000000-0000-4000-a000-000000000106', 'golpe',
   'Ela pediu um Pix para um suposto destaque pago. A rede não cobra destaque, né? Bloqueei.',
   now() - interval '4 hours 40 minutes');

-- ---------------------------------------------------------------------------------------------
-- Orders with Pix (issue #38): Joana's two businesses take orders (keys valid in form only:
-- nobody's real account), and demo members ordered from Ateliê Fios de Minas in every state, one
-- order with an open problem report. Rows go in directly as the owner, so no notification is
-- sent; every order is more than a day old, so no demo account's daily limit of orders is used.
--   Ateliê Fios de Minas: random key, pickup, local delivery R$ 12,00 and shipping.
--   Doceria da Joana (waiting for approval, so nobody can order yet): e-mail key, pickup only,
--   minimum R$ 30,00.
-- ---------------------------------------------------------------------------------------------
insert into public.business_order_settings (
  business_id, enabled, pix_key_type, pix_key, pix_receiver_name, pix_receiver_city, offers_pickup,
  offers_local_delivery, local_delivery_fee_cents, offers_shipping, minimum_order_cents, note, updated_at
) values
  ('60000000-0000-4000-a000-000000000003', true, 'random', '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', 'Joana Batista',
   'Belo Horizonte', true, true, 1200, true, null,
   'Peças sob encomenda ficam prontas em até 10 dias. Envio pelos Correios com frete combinado.', now() - interval '30 days'),
  ('60000000-0000-4000-a000-000000000023', true, 'email', 'pix@doceriadajoana.com.br', 'Joana Batista',
   'Belo Horizonte', true, false, 0, false, 3000, 'Retirada em Santa Tereza, de terça a sábado.', now() - interval '1 day');

-- (order, code, business, buyer, status, delivery, note, cancelled by, reason, days placed ago,
--  then days ago for payment reported, paid, ready, delivered, cancelled)
create temporary table seed_orders as
select v.id::uuid as id, v.code, v.business::uuid as business_id, v.buyer::uuid as buyer_id, v.status, v.delivery,
       v.note, v.cancelled_by, v.reason, now() - v.placed as placed_at, now() - v.reported as payment_reported_at,
       now() - v.paid as paid_at, now() - v.ready as ready_at, now() - v.delivered as delivered_at,
       now() - v.cancelled as cancelled_at
from (values
  -- Rafael (membro@) bought the manta his review speaks of: delivered.
  ('c8000000-0000-4000-a000-000000000001', 'CE7K3MAR9XQ2', '60000000-0000-4000-a000-000000000003',
   '00000000-0000-4000-a000-000000000003', 'delivered', 'shipping', 'É presente para minha mãe, pode caprichar no embrulho?',
   null, null, interval '20 days', interval '19 days 23 hours', interval '19 days', interval '12 days', interval '8 days', null::interval),
  -- Ana Lúcia ordered the bastidor she asked about and told Joana she paid.
  ('c8000000-0000-4000-a000-000000000002', 'CE4BT8NWZ6HD', '60000000-0000-4000-a000-000000000003',
   '00000000-0000-4000-a000-000000000101', 'payment_reported', 'shipping', 'Bastidor com ipê-amarelo, como combinamos.',
   null, null, interval '1 day 18 hours', interval '1 day 17 hours', null, null, null, null),
  -- Daniela has just ordered two cachecóis to pick up: placed, not paid yet.
  ('c8000000-0000-4000-a000-000000000003', 'CE9PLM2VK7RA', '60000000-0000-4000-a000-000000000003',
   '00000000-0000-4000-a000-000000000104', 'placed', 'pickup', null,
   null, null, interval '1 day 2 hours', null, null, null, null, null),
  -- Rafael's second order, a bordado kit for himself: paid, being made.
  ('c8000000-0000-4000-a000-000000000004', 'CE3HQW8EYC5T', '60000000-0000-4000-a000-000000000003',
   '00000000-0000-4000-a000-000000000003', 'paid', 'pickup', 'Vou buscar na sexta à tarde.',
   null, null, interval '3 days', interval '2 days 23 hours', interval '2 days', null, null, null),
  -- Beatriz's almofadas: ready to ship.
  ('c8000000-0000-4000-a000-000000000005', 'CE6ZDR4JXN2B', '60000000-0000-4000-a000-000000000003',
   '00000000-0000-4000-a000-000000000102', 'ready', 'shipping', null,
   null, null, interval '6 days', interval '5 days 23 hours', interval '5 days', interval '2 days', null, null),
  -- Carla's cachecol in a colour that ran out: the seller cancelled before payment.
  ('c8000000-0000-4000-a000-000000000006', 'CE8MWT5GKP3F', '60000000-0000-4000-a000-000000000003',
   '00000000-0000-4000-a000-000000000103', 'cancelled', 'local_delivery', null,
   'seller', 'A linha dessa cor acabou e só chega no mês que vem. Desculpe!',
   interval '8 days', null, null, null, null, interval '7 days'),
  -- Eliane says she paid four days ago and heard nothing: an open problem report.
  ('c8000000-0000-4000-a000-000000000007', 'CE2XVB9NHR7L', '60000000-0000-4000-a000-000000000003',
   '00000000-0000-4000-a000-000000000105', 'payment_reported', 'local_delivery', 'Entregar na portaria, por favor.',
   null, null, interval '5 days', interval '4 days 22 hours', null, null, null, null)
) as v(id, code, business, buyer, status, delivery, note, cancelled_by, reason, placed, reported, paid, ready,
       delivered, cancelled);

-- (order, product, quantity)
create temporary table seed_order_lines as
select v.order_id::uuid as order_id, ('e1000000-0000-4000-a000-' || lpad(v.product::text, 12, '0'))::uuid as product_id,
       v.quantity
from (values
  ('c8000000-0000-4000-a000-000000000001', 11, 1),
  ('c8000000-0000-4000-a000-000000000002', 12, 1),
  ('c8000000-0000-4000-a000-000000000002', 40, 1),
  ('c8000000-0000-4000-a000-000000000003', 14, 2),
  ('c8000000-0000-4000-a000-000000000004', 15, 1),
  ('c8000000-0000-4000-a000-000000000004', 40, 1),
  ('c8000000-0000-4000-a000-000000000005', 13, 2),
  ('c8000000-0000-4000-a000-000000000006', 14, 1),
  ('c8000000-0000-4000-a000-000000000007', 12, 1)
) as v(order_id, product, quantity);

insert into public.orders (
  id, code, business_id, business_name, seller_id, buyer_id, buyer_name, status, delivery_method, delivery_fee_cents,
  items_total_cents, total_cents, note, pix_key_type, pix_key, pix_receiver_name, pix_receiver_city, cancel_reason,
  cancelled_by, placed_at, payment_reported_at, paid_at, ready_at, delivered_at, cancelled_at, updated_at
)
select o.id, o.code, b.id, b.name, b.owner_id, o.buyer_id, private.member_display_name(p.full_name), o.status, o.delivery,
       f.fee, t.items, t.items + f.fee, o.note, s.pix_key_type, s.pix_key, s.pix_receiver_name, s.pix_receiver_city,
       o.reason, o.cancelled_by, o.placed_at, o.payment_reported_at, o.paid_at, o.ready_at, o.delivered_at,
       o.cancelled_at,
       greatest(o.placed_at, o.payment_reported_at, o.paid_at, o.ready_at, o.delivered_at, o.cancelled_at)
from seed_orders o
  join public.businesses b on b.id = o.business_id
  join public.business_order_settings s on s.business_id = b.id
  join public.profiles p on p.id = o.buyer_id
  cross join lateral (select case when o.delivery = 'local_delivery' then s.local_delivery_fee_cents else 0 end as fee) f
  cross join lateral (
    select sum(x.price_cents * l.quantity)::integer as items
    from seed_order_lines l join public.products x on x.id = l.product_id where l.order_id = o.id) t;

insert into public.order_items (order_id, product_id, product_name, unit_price_cents, quantity, line_total_cents)
select l.order_id, x.id, x.name, x.price_cents, l.quantity, x.price_cents * l.quantity
from seed_order_lines l join public.products x on x.id = l.product_id;

-- The timeline each order's timestamps tell.
insert into public.order_events (order_id, actor_id, actor_role, to_status, note, created_at)
select o.id, case e.role when 'buyer' then o.buyer_id else o.seller_id end, e.role, e.status, e.note, e.at
from public.orders o
  cross join lateral (values
    ('placed', 'buyer', o.placed_at, null::text),
    ('payment_reported', 'buyer', o.payment_reported_at, null),
    ('paid', 'seller', o.paid_at, null),
    ('ready', 'seller', o.ready_at, null),
    ('delivered', 'seller', o.delivered_at, null),
    ('cancelled', coalesce(o.cancelled_by, 'buyer'), o.cancelled_at, o.cancel_reason)
  ) as e(status, role, at, note)
where o.id::text like 'c8000000-%' and e.at is not null;

-- The admins' queue (/admin/encomendas) starts with this open report (its notification is not
-- seeded, as for the messages' report above).
insert into public.order_problem_reports (id, order_id, reporter_id, reporter_role, details, created_at) values
  ('c9000000-0000-4000-a000-000000000001', 'c8000000-0000-4000-a000-000000000007',
   '00000000-0000-4000-a000-000000000105', 'buyer',
   'Paguei o Pix há quatro dias, mandei o comprovante pelo WhatsApp e ainda não tive confirmação nem resposta.',
   now() - interval '1 day');

-- Rafael's review of Ateliê Fios de Minas follows his delivered order: the trigger marks it.
update public.business_reviews set verified_purchase = true where id = '70000000-0000-4000-a000-000000000003';

drop table seed_order_lines;
drop table seed_orders;

-- ---------------------------------------------------------------------------------------------
-- E-mail notifications (issue #39): Joana (membra@) reads her digest weekly, on Mondays at 9h,
-- and gets no e-mail about the community (the bell still shows it); Marina (editora@) and
-- everyone else keep the defaults (messages, orders, projects and account at once; community,
-- directory and learning in a daily digest at 8h). The outbox starts empty: the scheduler queues
-- from the notifications above.
-- ---------------------------------------------------------------------------------------------
insert into public.notification_settings (user_id, digest_frequency, digest_hour, digest_weekday) values
  ('00000000-0000-4000-a000-000000000004', 'weekly', 9, 1);
insert into public.notification_preferences (user_id, category, channel) values
  ('00000000-0000-4000-a000-000000000004', 'community', 'off');

-- ---------------------------------------------------------------------------------------------
-- Mentoring (issue #40): three members with public profiles offer mentoring, with weekly slots
-- (America/Sao_Paulo), so "Mentoras para você", the directory's "Oferece mentoria" filter and the
-- request form show something. Daniela (Belo Horizonte, finances and MEI) is the first suggestion
-- for Joana (membra@, who needs working capital and lives in Belo Horizonte too); Beatriz teaches
-- product photos, Isabela online sales. None of them is an account the browser tests sign in as,
-- and no request or session is seeded: those belong to the specs that make them.
-- ---------------------------------------------------------------------------------------------
insert into public.mentor_offers (user_id, topics, topics_note, formats, session_minutes, active, created_at) values
  ('00000000-0000-4000-a000-000000000104', array['capital-de-giro', 'contabilidade', 'financas', 'juridico-mei'],
   'Formalização como MEI, precificação e organização do caixa.', array['telefone', 'video'], 60, true,
   now() - interval '20 days'),
  ('00000000-0000-4000-a000-000000000102', array['design', 'fotografia', 'redes-sociais'],
   'Fotos de produto com o celular e identidade visual simples.', array['presencial', 'video'], 45, true,
   now() - interval '15 days'),
  ('00000000-0000-4000-a000-000000000108', array['logistica', 'vendas-online'],
   'Primeiros passos para vender em marketplaces e enviar pelos Correios.', array['video'], 30, true,
   now() - interval '10 days');

-- weekday: 0 = domingo … 6 = sábado; minutes of the day in São Paulo.
insert into public.mentor_slots (mentor_id, weekday, starts_min, ends_min) values
  ('00000000-0000-4000-a000-000000000104', 2, 14 * 60, 18 * 60),
  ('00000000-0000-4000-a000-000000000104', 4, 9 * 60, 12 * 60),
  ('00000000-0000-4000-a000-000000000102', 1, 19 * 60, 21 * 60),
  ('00000000-0000-4000-a000-000000000102', 6, 9 * 60, 12 * 60),
  ('00000000-0000-4000-a000-000000000108', 3, 10 * 60, 12 * 60),
  ('00000000-0000-4000-a000-000000000108', 5, 15 * 60, 17 * 60);

-- ---------------------------------------------------------------------------------------------
-- Admin insight (issue #43): 120 days of views and contact clicks on every listed business, so
-- the owners' panels (/dashboard/negocio) show a curve. Deterministic (no random()), fewer on
-- weekends; today left out, so a visit in a browser test is what today's count holds.
-- ---------------------------------------------------------------------------------------------
insert into public.business_activity (business_id, day, kind, count)
select b.id, d.day, k.kind,
  greatest(0, ((abs(hashtextextended(b.id::text || d.day::text || k.kind, 0)) % 9)
               - case when extract(isodow from d.day) >= 6 then 3 else 0 end)
              / case k.kind when 'view' then 1 else 3 end)::integer
from public.businesses b
cross join lateral (
  select ((now() at time zone 'America/Sao_Paulo')::date - g)::date as day from generate_series(1, 120) g
) d
cross join (values ('view'), ('whatsapp'), ('instagram'), ('website')) k (kind)
where b.status = 'approved' and b.active
  and case k.kind when 'whatsapp' then b.whatsapp is not null when 'instagram' then b.instagram_url is not null
                  when 'website' then b.website_url is not null else true end;
delete from public.business_activity where count = 0;
